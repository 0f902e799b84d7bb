import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NotificacoesLidasSchema,
  NotificacoesPageSchema,
} from '@secretaria/shared/notificacoes-schemas';
import { api } from '@/lib/api-client';

const enc = encodeURIComponent;

export const notificacaoKeys = {
  all: ['notificacoes'] as const,
  list: () => [...notificacaoKeys.all, 'list'] as const,
};

/** The owner's notices, newest first, with the unread count on every page. */
export function useNotificacoes() {
  return useInfiniteQuery({
    queryKey: notificacaoKeys.list(),
    queryFn: ({ pageParam }) =>
      api.get(`/api/notificacoes${pageParam ? `?cursor=${enc(pageParam)}` : ''}`, {
        schema: NotificacoesPageSchema,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 'Marcar todas como lidas', and one notice read when the owner opens it. */
export function useMarcarNotificacoesLidas() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificacaoKeys.all });
  const all = useMutation({
    mutationFn: () => api.post('/api/notificacoes/lidas', {}, { schema: NotificacoesLidasSchema }),
    onSuccess: () => void refresh(),
  });
  const one = useMutation({
    mutationFn: (id: string) =>
      api.post(`/api/notificacoes/${enc(id)}/lida`, {}, { schema: NotificacoesLidasSchema }),
    onSuccess: () => void refresh(),
  });
  return { all, one };
}
