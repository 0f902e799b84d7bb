import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  ConversaDetalheSchema,
  ConversaResumoSchema,
  ConversasContagemSchema,
  ConversasPageSchema,
  MensagemSchema,
  MensagensPageSchema,
  type ConversaFiltro,
  type MensagensPage,
} from '@secretaria/shared/conversas-schemas';
import { api } from '@/lib/api-client';

const enc = encodeURIComponent;

export const conversaKeys = {
  all: ['conversas'] as const,
  list: (instanceId: string, filtro: ConversaFiltro, q: string) =>
    [...conversaKeys.all, 'list', instanceId, filtro, q] as const,
  contagem: (instanceId: string) => [...conversaKeys.all, 'contagem', instanceId] as const,
  detail: (id: string) => [...conversaKeys.all, 'detail', id] as const,
  mensagens: (id: string) => [...conversaKeys.all, 'mensagens', id] as const,
};

export function useConversas(instanceId: string, filtro: ConversaFiltro, q: string) {
  return useInfiniteQuery({
    queryKey: conversaKeys.list(instanceId, filtro, q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ filtro });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api.get(`/api/instances/${enc(instanceId)}/conversas?${params}`, {
        schema: ConversasPageSchema,
      });
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useConversasContagem(instanceId: string) {
  return useQuery({
    queryKey: conversaKeys.contagem(instanceId),
    queryFn: () =>
      api.get(`/api/instances/${enc(instanceId)}/conversas/contagem`, {
        schema: ConversasContagemSchema,
      }),
    enabled: instanceId !== '',
  });
}

export function useConversa(id: string) {
  return useQuery({
    queryKey: conversaKeys.detail(id),
    queryFn: () => api.get(`/api/conversas/${enc(id)}`, { schema: ConversaDetalheSchema }),
  });
}

export function useMensagens(id: string) {
  return useInfiniteQuery({
    queryKey: conversaKeys.mensagens(id),
    queryFn: ({ pageParam }) =>
      api.get(
        `/api/conversas/${enc(id)}/mensagens${pageParam ? `?before=${enc(pageParam)}` : ''}`,
        { schema: MensagensPageSchema },
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useConversaActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: conversaKeys.all });
  // The composer's key makes the send idempotent: a double click or a retry after a lost answer
  // is stored and sent once (docs/decisions/043).
  const send = useMutation({
    mutationFn: ({ texto, key }: { texto: string; key: string }) =>
      api.post(
        `/api/conversas/${enc(id)}/mensagens`,
        { texto },
        { schema: MensagemSchema, headers: { 'Idempotency-Key': key } },
      ),
    onSuccess: (mensagem) => {
      // The new message shows at once (once, even if a retry answered it again); the live update
      // then brings its send status.
      queryClient.setQueryData<InfiniteData<MensagensPage, string>>(
        conversaKeys.mensagens(id),
        (data) =>
          data &&
          data.pages[0] &&
          !data.pages.some((p) => p.items.some((m) => m.id === mensagem.id))
            ? {
                ...data,
                pages: [
                  { ...data.pages[0], items: [mensagem, ...data.pages[0].items] },
                  ...data.pages.slice(1),
                ],
              }
            : data,
      );
      void refresh();
    },
  });
  const setIa = useMutation({
    mutationFn: (iaAtiva: boolean) =>
      api.patch(
        `/api/conversas/${enc(id)}`,
        { ia_ativa: iaAtiva },
        { schema: ConversaResumoSchema },
      ),
    onSuccess: () => void refresh(),
  });
  // 'Não é cliente' / 'É cliente' (docs/decisions/038).
  const setNaoCliente = useMutation({
    mutationFn: (naoCliente: boolean) =>
      api.patch(
        `/api/conversas/${enc(id)}/nao-cliente`,
        { nao_cliente: naoCliente },
        { schema: ConversaResumoSchema },
      ),
    onSuccess: () => void refresh(),
  });
  const markRead = useMutation({
    mutationFn: () =>
      api.post(`/api/conversas/${enc(id)}/lida`, {}, { schema: ConversaResumoSchema }),
    onSuccess: () => void refresh(),
  });
  return { send, setIa, setNaoCliente, markRead };
}

/** 'Tentar de novo': a failed message of the chat back in the send queue. */
export function useResendMensagem(conversaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mensagemId: string) =>
      api.post(
        `/api/conversas/${enc(conversaId)}/mensagens/${enc(mensagemId)}/reenviar`,
        {},
        { schema: MensagemSchema },
      ),
    onSuccess: (mensagem) => {
      // Shown as 'Enviando' at once; the live update then brings how the send went.
      queryClient.setQueryData<InfiniteData<MensagensPage, string>>(
        conversaKeys.mensagens(conversaId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((m) => (m.id === mensagem.id ? mensagem : m)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: conversaKeys.mensagens(conversaId) });
    },
  });
}
