import { useMemo, useState } from 'react';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { msg } from '@secretaria/shared/messages';
import type { Notificacao } from '@secretaria/shared/notificacoes-schemas';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/use-now';
import { errorMessage } from '@/lib/api-client';
import { useMarcarNotificacoesLidas, useNotificacoes } from '../api/notificacoes';
import { useNotificacaoToasts } from '../hooks/use-notificacao-toasts';
import { NotificacaoList } from './notificacao-list';

const t = msg.notificacoes;
const TITLE_ID = 'notificacoes-title';

type NotificacoesBellProps = {
  /** The owner's instances ({ id, label }): each notice names its own when there are several. */
  instances: ReadonlyArray<{ id: string; label: string }>;
};

/** Issue 13: the owner's notices in the panel's header, live, with the unread count. */
export function NotificacoesBell({ instances }: NotificacoesBellProps) {
  const [isOpen, setIsOpen] = useState(false);
  const query = useNotificacoes();
  const { all, one } = useMarcarNotificacoesLidas();
  const now = useNow();
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items), [query.data]);
  const unread = query.data?.pages[0]?.nao_lidas ?? 0;
  const instanceLabels = useMemo(
    () => (instances.length > 1 ? new Map(instances.map((i) => [i.id, i.label])) : null),
    [instances],
  );

  const handleOpen = (n: Notificacao) => {
    setIsOpen(false);
    if (n.read_at === null) one.mutate(n.id);
  };
  useNotificacaoToasts(items, handleOpen);

  let body;
  if (query.isPending)
    body = (
      <p className="flex items-center gap-3 px-4 py-6 text-sm text-muted-foreground">
        <Spinner label={undefined} className="size-4" />
        {t.loading}
      </p>
    );
  else if (query.isError)
    body = (
      <div role="alert" className="grid gap-3 px-4 py-6 text-sm">
        <p>{errorMessage(query.error, t.loadError)}</p>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void query.refetch()}
        >
          {t.retry}
        </Button>
      </div>
    );
  else if (!items || items.length === 0)
    body = (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <BellOff aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm font-medium">{t.empty}</p>
        <p className="text-xs text-muted-foreground">{t.emptyHint}</p>
      </div>
    );
  else
    body = (
      <>
        <NotificacaoList
          items={items}
          now={now}
          instanceLabels={instanceLabels}
          onOpen={handleOpen}
        />
        {query.hasNextPage ? (
          <div className="border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? <Spinner label={undefined} className="size-4" /> : null}
              {t.loadMore}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t.bellLabel(unread)}>
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notificacoes-badge"
              className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground tabular-nums"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-labelledby={TITLE_ID}
        className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
          <h2 id={TITLE_ID} className="text-base font-semibold">
            {t.title}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || all.isPending}
            onClick={() => all.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            {t.markAllRead}
          </Button>
        </div>
        {all.isError ? (
          <p role="alert" className="border-b px-4 py-2 text-sm text-destructive-ink">
            {errorMessage(all.error, t.markAllReadError)}
          </p>
        ) : null}
        <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
      </PopoverContent>
    </Popover>
  );
}
