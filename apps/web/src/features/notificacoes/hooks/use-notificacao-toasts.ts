import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import type { Notificacao } from '@secretaria/shared/notificacoes-schemas';
import { arrivedNotificacoes, type NotificacaoBaseline } from '../utils/new-notificacoes';
import { notificacaoHref } from '../utils/notificacao-link';

/**
 * A toast for each notice that arrives while the panel is open (the live update refetches the
 * list; this compares it with what was already there). 'Ver' opens where the notice leads.
 */
export function useNotificacaoToasts(
  items: readonly Notificacao[] | undefined,
  onOpen: (n: Notificacao) => void,
) {
  const baseline = useRef<NotificacaoBaseline | null>(null);
  const navigate = useNavigate();
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });
  useEffect(() => {
    if (!items) return;
    const { arrived, baseline: next } = arrivedNotificacoes(baseline.current, items);
    baseline.current = next;
    for (const n of arrived) {
      toast(n.texto, {
        id: `notificacao-${n.id}`,
        action: {
          label: msg.notificacoes.open,
          onClick: () => {
            openRef.current(n);
            void navigate(notificacaoHref(n));
          },
        },
      });
    }
  }, [items, navigate]);
}
