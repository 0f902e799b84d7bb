import { useQuery } from '@tanstack/react-query';
import {
  WhatsappTemplatesResponseSchema,
  type WhatsappTemplatesResponse,
} from '@secretaria/shared/whatsapp-templates-schemas';
import { api } from '@/lib/api-client';

export const whatsappTemplateKeys = {
  all: ['whatsapp-templates'] as const,
  list: (instanceId: string) => [...whatsappTemplateKeys.all, instanceId] as const,
};

export const templatesPath = (instanceId: string) =>
  `/api/instances/${encodeURIComponent(instanceId)}/whatsapp/templates`;

/** GET …/whatsapp/templates: each purpose's template, its status checked with Meta as it opens. */
export function getWhatsappTemplates(instanceId: string): Promise<WhatsappTemplatesResponse> {
  return api.get(templatesPath(instanceId), { schema: WhatsappTemplatesResponseSchema });
}

export function useWhatsappTemplates(instanceId: string) {
  return useQuery({
    queryKey: whatsappTemplateKeys.list(instanceId),
    queryFn: () => getWhatsappTemplates(instanceId),
    retry: false,
    // Each read asks Meta: on opening the screen and on 'Atualizar status', not on every focus.
    refetchOnWindowFocus: false,
  });
}
