import { useMutation } from '@tanstack/react-query';
import {
  ContaExportSchema,
  ExcluirContaResultSchema,
  type ContaExport,
  type ExcluirContaResult,
} from '@secretaria/shared/conta-schemas';
import { api } from '@/lib/api-client';
import { downloadJson } from '@/lib/download-json';

export const CONTA_EXPORT_FILENAME = 'secretaria-ia-meus-dados.json';

export function getContaExport(): Promise<ContaExport> {
  return api.get('/api/conta/export', { schema: ContaExportSchema });
}

export function useExportConta() {
  return useMutation({
    mutationFn: async () => {
      const data = await getContaExport();
      downloadJson(CONTA_EXPORT_FILENAME, data);
      return data;
    },
  });
}

export function deleteConta(senha: string): Promise<ExcluirContaResult> {
  return api.post('/api/conta/excluir', { senha }, { schema: ExcluirContaResultSchema });
}

/** The caller forgets the session once it resolves: the server has already ended it. */
export function useDeleteConta() {
  return useMutation({ mutationFn: deleteConta });
}
