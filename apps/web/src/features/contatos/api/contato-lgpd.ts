import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApagarContatoResultSchema,
  ContatoExportSchema,
  type ApagarContatoResult,
  type ContatoExport,
} from '@secretaria/shared/lgpd-schemas';
import { contatoExportFilename } from '@secretaria/shared/export-filename';
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
      // 'contato-helena-souza-2026-11-27.json' (the day in the browser's zone, where it is saved).
      downloadJson(
        contatoExportFilename(
          data.contato.nome,
          data.exportado_em,
          Intl.DateTimeFormat().resolvedOptions().timeZone,
        ),
        data,
      );
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
