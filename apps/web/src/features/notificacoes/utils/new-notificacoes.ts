import type { Notificacao } from '@secretaria/shared/notificacoes-schemas';

/** What the bell has already shown: every id seen and the newest notice's instant. */
export type NotificacaoBaseline = { ids: ReadonlySet<string>; newestAt: number | null };

/** The most notices toasted at once (a reconnection can bring many): the bell lists the rest. */
export const MAX_TOASTS = 3;

/**
 * The notices that arrived since the list was last seen: unread, never seen, and not older than
 * the newest one seen (older pages loaded with 'Carregar mais' are not news). The first load
 * (`baseline` null) only sets the baseline, so opening the panel toasts nothing. Oldest first,
 * at most MAX_TOASTS (the newest ones).
 */
export function arrivedNotificacoes(
  baseline: NotificacaoBaseline | null,
  items: readonly Notificacao[],
): { arrived: Notificacao[]; baseline: NotificacaoBaseline } {
  const ids = new Set(baseline?.ids);
  let newestAt = baseline?.newestAt ?? null;
  const arrived: Notificacao[] = [];
  for (const n of items) {
    const at = new Date(n.created_at).getTime();
    if (
      baseline !== null &&
      n.read_at === null &&
      !ids.has(n.id) &&
      (baseline.newestAt === null || at >= baseline.newestAt)
    )
      arrived.push(n);
    ids.add(n.id);
    if (newestAt === null || at > newestAt) newestAt = at;
  }
  arrived.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { arrived: arrived.slice(-MAX_TOASTS), baseline: { ids, newestAt } };
}
