import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import {
  CONVERSA_FILTROS,
  type ConversaFiltro,
  type ConversaResumo,
} from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { displayPhone } from '@secretaria/shared/phone';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { WhatsappText } from '@/components/whatsapp-text';
import { cn } from '@/lib/utils';
import { useConversas } from '../api/conversas';
import { useNow } from '@/hooks/use-now';
import { listTime } from '../utils/conversa-time';
import { EstadoBadge, NaoClienteBadge } from './estado-badge';

const t = msg.conversas;
const SEARCH_DEBOUNCE_MS = 300;
/** The next page loads this close to the end of the list. */
const NEXT_PAGE_MARGIN_PX = 300;

type ConversaListProps = {
  instanceId: string;
  timeZone: string;
  selectedId: string | null;
  filtro: ConversaFiltro;
  onFiltroChange: (filtro: ConversaFiltro) => void;
  counts?: { aguardando: number; nao_lidas: number };
  /** Shown instead of the list when the instance has no chat at all. */
  emptyState: ReactNode;
  className?: string;
};

/** The chats of an instance, newest activity first, a page at a time as the list scrolls. */
export function ConversaList({
  instanceId,
  timeZone,
  selectedId,
  filtro,
  onFiltroChange,
  counts,
  emptyState,
  className,
}: ConversaListProps) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useConversas(instanceId, filtro, q);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const now = useNow();

  // Infinite paging: the next page loads when the end of the list scrolls into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${NEXT_PAGE_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isSuccess && items.length === 0 && filtro === 'todas' && q === '' && search === '')
    return <>{emptyState}</>;

  return (
    <section aria-label={t.listLabel} className={cn('flex min-h-0 flex-col gap-3', className)}>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
        />
      </div>
      <div role="group" aria-label={t.filtersLabel} className="flex flex-wrap gap-1.5">
        {CONVERSA_FILTROS.map((f) => {
          const count =
            f === 'aguardando' ? counts?.aguardando : f === 'nao_lidas' ? counts?.nao_lidas : 0;
          return (
            <button
              key={f}
              type="button"
              aria-pressed={filtro === f}
              onClick={() => onFiltroChange(f)}
              className={cn(
                'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-xs font-medium transition-colors touch:min-h-11',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                filtro === f
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card text-foreground hover:bg-accent',
              )}
            >
              {t.filtros[f]}
              {count ? <span className="tabular-nums">({count})</span> : null}
            </button>
          );
        })}
      </div>

      {list.isPending ? (
        <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
          <Spinner label={undefined} className="size-4" />
          {t.loadingConversas}
        </p>
      ) : list.isError ? (
        <QueryErrorAlert
          error={list.error}
          fallback={t.loadError}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t.noMatches}</p>
      ) : (
        <div
          className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1"
          data-testid="conversa-scroll"
          onScroll={(e) => {
            // The list scrolls in its own box on a wide screen: its end may be past the window's.
            const el = e.currentTarget;
            if (
              hasNextPage &&
              !isFetchingNextPage &&
              el.scrollHeight - el.scrollTop - el.clientHeight < NEXT_PAGE_MARGIN_PX
            )
              void fetchNextPage();
          }}
        >
          <ul aria-label={t.listLabel} className="grid gap-1">
            {items.map((c) => (
              <ConversaItem
                key={c.id}
                conversa={c}
                selected={c.id === selectedId}
                time={c.last_message_at ? listTime(c.last_message_at, now, timeZone) : ''}
              />
            ))}
          </ul>
          <div ref={sentinel} />
          {hasNextPage ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 w-full"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? <Spinner label={undefined} className="size-4" /> : null}
              {t.loadMoreConversas}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

export function conversaName(c: Pick<ConversaResumo, 'contato'>): string {
  return c.contato?.nome ?? t.contact;
}

function ConversaItem({
  conversa: c,
  selected,
  time,
}: {
  conversa: ConversaResumo;
  selected: boolean;
  time: string;
}) {
  const [searchParams] = useSearchParams();
  const params = new URLSearchParams(searchParams);
  params.set('conversa', c.id);
  const name = conversaName(c);
  return (
    <li>
      <Link
        to={{ search: `?${params}` }}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'grid grid-cols-1 gap-1 rounded-lg border border-transparent px-3 py-2.5 transition-colors',
          'hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          selected && 'border-primary/40 bg-primary/5',
        )}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className="min-w-0 truncate font-medium">{name}</span>
          <span
            className={cn(
              'shrink-0 text-xs tabular-nums',
              c.unread_count > 0 ? 'font-semibold text-primary-ink' : 'text-muted-foreground',
            )}
          >
            {time}
          </span>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate text-xs text-muted-foreground">
            {c.contato ? displayPhone(c.contato.telefone) : ''}
          </span>
          <span className="flex shrink-0 items-center gap-1">
            {c.nao_cliente ? <NaoClienteBadge /> : null}
            <EstadoBadge estado={c.estado} />
          </span>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate text-sm text-muted-foreground">
            {/* As in the chat: *Corte* reads bold, never with its asterisks. */}
            <WhatsappText text={c.last_message_preview ?? ''} />
          </span>
          {c.unread_count > 0 ? (
            <span
              aria-label={t.unread(c.unread_count)}
              className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground tabular-nums"
            >
              {c.unread_count}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
