import { Link } from 'react-router';
import { msg } from '@secretaria/shared/messages';
import type { Notificacao } from '@secretaria/shared/notificacoes-schemas';
import { cn } from '@/lib/utils';
import { notificacaoHref } from '../utils/notificacao-link';
import { fullTime, relativeTime } from '../utils/relative-time';

const t = msg.notificacoes;

type NotificacaoListProps = {
  items: Notificacao[];
  now: Date;
  /** Instance labels by id: shown under each notice when the owner has more than one. */
  instanceLabels: ReadonlyMap<string, string> | null;
  onOpen: (n: Notificacao) => void;
};

/** The notices, newest first; each one a link to where it leads. */
export function NotificacaoList({ items, now, instanceLabels, onOpen }: NotificacaoListProps) {
  return (
    <ul aria-label={t.listLabel} className="divide-y">
      {items.map((n) => {
        const isUnread = n.read_at === null;
        const instance = instanceLabels?.get(n.whatsapp_instance_id);
        return (
          <li key={n.id} data-unread={isUnread || undefined}>
            <Link
              to={notificacaoHref(n)}
              onClick={() => onOpen(n)}
              className={cn(
                'flex gap-3 px-4 py-3 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground focus-visible:outline-none',
                isUnread && 'bg-primary/5',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'mt-1.5 size-2 shrink-0 rounded-full',
                  isUnread ? 'bg-primary' : 'bg-transparent',
                )}
              />
              <span className="grid min-w-0 flex-1 gap-0.5">
                {/* The text names what happened (its own emoji and words), so no kind label repeats it. */}
                <span className={cn('break-words', isUnread && 'font-medium')}>
                  {n.texto}
                  {isUnread ? <span className="sr-only">{` · ${t.unread}`}</span> : null}
                </span>
                <span className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted-foreground">
                  <time dateTime={n.created_at} title={fullTime(n.created_at)}>
                    {relativeTime(n.created_at, now)}
                  </time>
                  {instance ? <span className="min-w-0 truncate">{instance}</span> : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
