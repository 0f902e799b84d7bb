import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApagarContatoResultSchema,
  ContatoExportSchema,
  type ApagarContatoResult,
  type ContatoExport,
} from '@secretaria/shared/lgpd-schemas';
import { api } from '@/lib/api-client';
import { contatoKeys } from './contatos';

const path = (id: string) => `/api/contatos/${encodeURIComponent(id)}`;

export function getContatoExport(id: string): Promise<ContatoExport> {
  return api.get(`${path(id)}/export`, { schema: ContatoExportSchema });
}

/** Hands the export to the browser as a JSON file download. */
export function downloadJson(filename: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
