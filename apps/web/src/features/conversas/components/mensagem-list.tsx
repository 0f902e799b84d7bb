import { Fragment, useLayoutEffect, useRef } from 'react';
import { AlertCircle, Check, CheckCheck, Clock, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import type { Mensagem } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { errorMessage } from '@/lib/api-client';
import { useMensagens, useResendMensagem } from '../api/conversas';
import { useNow } from '@/hooks/use-now';
import { dayLabel, messageDay, messageTime } from '../utils/conversa-time';
import { WhatsappText } from '@/components/whatsapp-text';

const t = msg.conversas;

const BUBBLE: Record<Mensagem['autor'], string> = {
  cliente: 'self-start rounded-bl-sm bg-card border',
  atendente: 'self-end rounded-br-sm bg-primary/10 border border-primary/20',
  dono: 'self-end rounded-br-sm bg-success/10 border border-success/30',
  lembrete: 'self-end rounded-br-sm bg-warning/15 border border-warning/40',
  sistema: 'self-center bg-muted text-center',
};

const ENVIO_ICON = { pendente: Clock, enviada: Check, falhou: AlertCircle } as const;
const ENTREGA_ICON = {
  enviado: Check,
  entregue: CheckCheck,
  lido: CheckCheck,
  falhou: AlertCircle,
} as const;

/**
 * One mark per outbound message: our send's state until the message leaves ('Enviando', or
 * 'Falhou' with 'Tentar de novo'), then what WhatsApp reports of it (Enviado, Entregue, Lido, or
 * Falhou with the reason), written out, since a tick alone says little to most owners.
 */
function envioOf(m: Mensagem) {
  if (m.send_status === 'enviada' && m.delivery_status) {
    return {
      Icon: ENTREGA_ICON[m.delivery_status],
      label: t.entrega[m.delivery_status],
      tone: m.delivery_status,
      visible: true,
    };
  }
  if (!m.send_status) return null;
  return {
    Icon: ENVIO_ICON[m.send_status],
    label: t.envio[m.send_status],
    tone: m.send_status,
    visible: m.send_status === 'falhou',
  };
}

/** A chat's messages, oldest at the top, with day separators and 'Carregar mais' for older ones. */
export function MensagemList({ conversaId, timeZone }: { conversaId: string; timeZone: string }) {
  const query = useMensagens(conversaId);
  const resend = useResendMensagem(conversaId);
  const now = useNow(60_000);
  const scroller = useRef<HTMLDivElement>(null);
  const pages = query.data?.pages ?? [];
  // Pages come newest first, each newest first: the screen reads oldest first.
  const items = pages.flatMap((page) => page.items).reverse();
  const newestId = items.at(-1)?.id;
  const oldestId = items[0]?.id;

  // Stays at the bottom when a message arrives (if it was there); keeps the place when older
  // messages are added on top.
  const previous = useRef<{ newest?: string; oldest?: string; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (before.oldest && oldestId !== before.oldest && newestId === before.newest) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (newestId !== before.newest && (before.atBottom || !before.newest)) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = {
      newest: newestId,
      oldest: oldestId,
      height: el.scrollHeight,
      atBottom: before.atBottom,
    };
  }, [newestId, oldestId]);

  if (query.isPending)
    return (
      <p className="flex flex-1 items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
        <Spinner label={undefined} className="size-4" />
        {t.loadingMensagens}
      </p>
    );
  if (query.isError)
    return (
      <QueryErrorAlert
        error={query.error}
        fallback={t.mensagensError}
        onRetry={() => void query.refetch()}
        className="flex-1 content-start gap-3 py-4"
      />
    );

  return (
    <div
      ref={scroller}
      // A scrolling region the keyboard must reach (its bubbles have nothing focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="log"
      aria-label={t.messagesLabel}
      onScroll={(e) => {
        const el = e.currentTarget;
        previous.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        previous.current.height = el.scrollHeight;
      }}
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto py-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <Spinner label={undefined} className="size-4" /> : null}
          {t.loadMore}
        </Button>
      ) : null}
      {items.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{t.noMessages}</p>
      ) : null}
      {items.map((m, i) => {
        const day = messageDay(m.created_at, timeZone);
        const previousDay = i > 0 ? messageDay(items[i - 1]!.created_at, timeZone) : null;
        return (
          <Fragment key={m.id}>
            {day !== previousDay ? (
              <p
                role="separator"
                aria-label={dayLabel(day, now, timeZone)}
                className="my-1 self-center rounded-full bg-muted px-3 py-0.5 text-xs font-medium text-muted-foreground"
              >
                {dayLabel(day, now, timeZone)}
              </p>
            ) : null}
            <Bubble
              mensagem={m}
              timeZone={timeZone}
              resending={resend.isPending && resend.variables === m.id}
              onResend={() =>
                resend.mutate(m.id, {
                  onError: (e) => toast.error(errorMessage(e, t.resendError)),
                })
              }
            />
          </Fragment>
        );
      })}
    </div>
  );
}

function Bubble({
  mensagem: m,
  timeZone,
  resending,
  onResend,
}: {
  mensagem: Mensagem;
  timeZone: string;
  resending: boolean;
  onResend: () => void;
}) {
  const envio = envioOf(m);
  const text = m.texto ?? (m.tipo === 'texto' ? '' : msg.mensagemPreview[m.tipo]);
  return (
    <article
      aria-label={`${t.autores[m.autor]}, ${messageTime(m.created_at, timeZone)}`}
      data-autor={m.autor}
      className={cn(
        'grid max-w-[85%] gap-0.5 rounded-2xl px-3 py-2 text-sm sm:max-w-[75%]',
        BUBBLE[m.autor],
      )}
    >
      <span className="text-[11px] font-semibold text-muted-foreground">{t.autores[m.autor]}</span>
      {m.tipo === 'audio' && m.texto !== null ? (
        <span className="text-[11px] text-muted-foreground italic">{msg.mensagemTranscricao}</span>
      ) : null}
      <p className="break-words whitespace-pre-wrap">
        {m.texto === null ? text : <WhatsappText text={m.texto} />}
      </p>
      <span className="flex items-center justify-end gap-1 text-[11px] text-muted-foreground tabular-nums">
        {messageTime(m.created_at, timeZone)}
        {envio ? (
          <span
            data-testid="envio"
            className={cn(
              'inline-flex items-center gap-0.5',
              envio.tone === 'falhou' && 'text-destructive',
              // Read is told by its word and the double tick: a coloured 11 px word on the
              // attendant's tinted bubble falls below the contrast minimum (axe).
              envio.tone === 'lido' && 'font-medium text-foreground',
            )}
          >
            <envio.Icon aria-hidden="true" className="size-3" />
            <span className={envio.visible ? undefined : 'sr-only'}>{envio.label}</span>
          </span>
        ) : null}
      </span>
      {m.delivery_status === 'falhou' && m.delivery_error ? (
        <p className="text-[11px] text-destructive">{m.delivery_error}</p>
      ) : null}
      {m.direction === 'out' && m.send_status === 'falhou' ? (
        <Button
          variant="outline"
          size="sm"
          // 44 px on a touch screen (a finger), the compact size with a mouse.
          className="justify-self-end pointer-coarse:h-11"
          disabled={resending}
          onClick={onResend}
        >
          {resending ? <Spinner label={undefined} className="size-4" /> : <RotateCw aria-hidden />}
          {t.resend}
        </Button>
      ) : null}
    </article>
  );
}
