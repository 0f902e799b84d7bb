import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WhatsappTemplatesResponseSchema,
  type TemplatePurpose,
  type WhatsappTemplatesResponse,
} from '@secretaria/shared/whatsapp-templates-schemas';
import { api } from '@/lib/api-client';
import { templatesPath, whatsappTemplateKeys } from './get-whatsapp-templates';

/** POST …/whatsapp/templates: every template that needs it, or one purpose, to Meta's review. */
export function submitWhatsappTemplates(
  instanceId: string,
  purpose?: TemplatePurpose,
): Promise<WhatsappTemplatesResponse> {
  return api.post(templatesPath(instanceId), purpose ? { purpose } : {}, {
    schema: WhatsappTemplatesResponseSchema,
  });
}

/** POST …/whatsapp/templates/sync: the statuses read from Meta now. */
export function syncWhatsappTemplates(instanceId: string): Promise<WhatsappTemplatesResponse> {
  return api.post(`${templatesPath(instanceId)}/sync`, undefined, {
    schema: WhatsappTemplatesResponseSchema,
  });
}

function useAnswerIntoList(instanceId: string) {
  const queryClient = useQueryClient();
  return (answer: WhatsappTemplatesResponse) =>
    queryClient.setQueryData(whatsappTemplateKeys.list(instanceId), answer);
}

export function useSubmitWhatsappTemplates(instanceId: string) {
  const queryClient = useQueryClient();
  const store = useAnswerIntoList(instanceId);
  return useMutation({
    mutationFn: (purpose?: TemplatePurpose) => submitWhatsappTemplates(instanceId, purpose),
    onSuccess: store,
    // A refusal halfway may have sent some: the list is read again.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: whatsappTemplateKeys.list(instanceId) }),
  });
}

export function useSyncWhatsappTemplates(instanceId: string) {
  const store = useAnswerIntoList(instanceId);
  return useMutation({ mutationFn: () => syncWhatsappTemplates(instanceId), onSuccess: store });
}
