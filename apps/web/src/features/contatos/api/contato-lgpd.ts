import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApagarContatoResultSchema,
  ContatoExportSchema,
  type ApagarContatoResult,
  type ContatoExport,
} from '@secretaria/shared/lgpd-schemas';
import { api } from '@/lib/api-client';
import { downloadJson } from '@/lib/download-json';
import { contatoKeys } from './contatos';

const path = (id: string) => `/api/contatos/${encodeURIComponent(id)}`;

export function getContatoExport(id: string): Promise<ContatoExport> {
  return api.get(`${path(id)}/export`, { schema: ContatoExportSchema });
}

export function useExportContato() {
  return useMutation({
    mutationFn: async (id: string) => {
      const data = await getContatoExport(id);
      downloadJson(`contato-${id}.json`, data);
      return data;
    },
  });
}

export function useEraseContato(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<ApagarContatoResult> =>
      api.post(`${path(id)}/apagar`, { confirmar: true }, { schema: ApagarContatoResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contatoKeys.list(instanceId) }),
  });
}
