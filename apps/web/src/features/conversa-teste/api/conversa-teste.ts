import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DeletedTestDataSchema,
  SentTestMessageSchema,
  ConversaTesteSchema,
  type SendTestMessageRequest,
} from '@secretaria/shared/conversa-teste-schemas';
import { api, apiRequest } from '@/lib/api-client';

/** While a reply is due, the chat is read this often besides the live channel's updates. */
export const TEST_CHAT_POLL_MS = 1000;

export const conversaTesteKeys = {
  all: ['test-chat'] as const,
  chat: (instanceId: string) => [...conversaTesteKeys.all, instanceId] as const,
};

const path = (instanceId: string) => `/api/instances/${encodeURIComponent(instanceId)}/teste`;

export function useConversaTeste(instanceId: string) {
  return useQuery({
    queryKey: conversaTesteKeys.chat(instanceId),
    queryFn: ({ signal }) => api.get(path(instanceId), { schema: ConversaTesteSchema, signal }),
    refetchInterval: (query) => (query.state.data?.respondendo ? TEST_CHAT_POLL_MS : false),
  });
}

export function useSendTestMessage(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendTestMessageRequest) =>
      api.post(`${path(instanceId)}/mensagens`, input, { schema: SentTestMessageSchema }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: conversaTesteKeys.chat(instanceId) }),
  });
}

export function useDeleteTestData(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', path(instanceId), { schema: DeletedTestDataSchema }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: conversaTesteKeys.chat(instanceId) }),
  });
}
