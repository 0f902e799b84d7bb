import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';

/** Spec §8: added / updated / removed, and the failure toasts with the server's message. */
export const servicoToasts = {
  saved: (isEdit: boolean, nome: string) =>
    toast.success(isEdit ? 'Serviço atualizado' : 'Serviço adicionado', {
      description: isEdit ? `${nome} foi atualizado.` : `${nome} foi cadastrado.`,
    }),
  saveFailed: (error: unknown) =>
    toast.error('Erro ao salvar serviço', {
      description: errorMessage(error, 'Ocorreu um erro ao salvar o serviço.'),
    }),
  removed: (nome: string) =>
    toast.success('Serviço removido', { description: `${nome} foi excluído.` }),
  removeFailed: (error: unknown) =>
    toast.error('Erro ao remover serviço', {
      description: errorMessage(error, 'Ocorreu um erro ao remover o serviço.'),
    }),
};

/** An empty description is stored as none. */
export const cleanDescricao = (descricao: string | null | undefined) =>
  descricao && descricao.trim() !== '' ? descricao.trim() : null;
