import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContatoRequest } from '@secretaria/shared/contatos-schemas';
import { contatoKeys, saveContato } from '@/features/contatos/api/contatos';

/** The booking dialog's 'Novo contato': the Contatos endpoint, its list reloaded. */
export function useCreateContatoInline(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContatoRequest) => saveContato(instanceId, undefined, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contatoKeys.list(instanceId) }),
  });
}
