import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Send, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Mensagem } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { SendTestMessageRequestSchema } from '@secretaria/shared/conversa-teste-schemas';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { WhatsappText } from '@/components/whatsapp-text';
import { cn } from '@/lib/utils';
import { useDeleteTestData, useSendTestMessage, useConversaTeste } from '../api/conversa-teste';

type ConversaTestePanelProps = {
  instanceId: string;
  timeZone?: string;
  /** The test appointments are gone: the page refreshes what shows them (the Agenda). */
  onDataDeleted?: () => void;
};

/**
 * 'Testar atendente' (docs/decisions/016): the owner writes as the instance's test customer and
 * the attendant answers through the same worker and engine as on WhatsApp. A self-contained
 * section of the instance's 'Atendente' tab.
 */
export function ConversaTestePanel({
  instanceId,
  timeZone,
  onDataDeleted,
}: ConversaTestePanelProps) {
  const chat = useConversaTeste(instanceId);
  const send = useSendTestMessage(instanceId);
  const remove = useDeleteTestData(instanceId);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();

  const data = chat.data;
  const hasData = !!data && (data.conversa_id !== null || data.agendamentos > 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SendTestMessageRequestSchema.safeParse({ texto });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? msg.conversaTesteMessageRequired);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => setTexto(''),
      onError: (e) => setError(errorMessage(e, msg.unexpected)),
    });
  }

  async function deleteTestData() {
    try {
      const deleted = await remove.mutateAsync();
      onDataDeleted?.();
      toast.success(msg.conversaTesteDeleted, {
        description:
          deleted.agendamentos + deleted.mensagens === 0
            ? msg.conversaTesteNothingToDelete
            : undefined,
      });
    } catch (e) {
      toast.error(msg.conversaTesteDelete, { description: errorMessage(e, msg.unexpected) });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-72 gap-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {msg.conversaTesteTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{msg.conversaTesteIntro}</p>
        </div>
        <Button variant="outline" disabled={!hasData} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {msg.conversaTesteDelete}
        </Button>
      </div>
      <Alert>{msg.conversaTesteRealBookings}</Alert>
      {data && !data.atendente_ligada ? <Alert>{msg.conversaTesteAttendantOff}</Alert> : null}

      {chat.isPending ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={msg.conversaTesteLoading} />
          <span aria-hidden="true">{msg.conversaTesteLoading}</span>
        </div>
      ) : chat.isError ? (
        <QueryErrorAlert
          title={msg.conversaTesteLoadError}
          error={chat.error}
          onRetry={() => void chat.refetch()}
        />
      ) : (
        <div className="flex h-[28rem] max-h-[70dvh] min-h-72 flex-col overflow-hidden rounded-lg border bg-muted/40">
          <MessageLog
            mensagens={chat.data.mensagens}
            timeZone={timeZone}
            typing={chat.data.respondendo || send.isPending}
          />
          {chat.data.estado && chat.data.estado !== 'ativo' ? (
            <Alert className="mx-3 mb-2">{msg.conversaTesteHandoff}</Alert>
          ) : null}
          <form
            onSubmit={submit}
            noValidate
            className="grid gap-1 border-t bg-card p-2 sm:p-3"
            aria-label={msg.conversaTesteComposerLabel}
          >
            <div className="flex gap-2">
              <label htmlFor={inputId} className="sr-only">
                {msg.conversaTesteComposerLabel}
              </label>
              <Input
                id={inputId}
                value={texto}
                autoComplete="off"
                placeholder={msg.conversaTesteComposerPlaceholder}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setTexto(event.target.value);
                  if (error) setError(null);
                }}
              />
              <Button type="submit" disabled={send.isPending}>
                <Send aria-hidden="true" />
                {send.isPending ? msg.conversaTesteSending : msg.conversaTesteSend}
              </Button>
            </div>
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </form>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={msg.conversaTesteDeleteTitle}
        description={msg.conversaTesteDeleteText(data?.agendamentos ?? 0)}
        confirmLabel={msg.conversaTesteDelete}
        pendingLabel={msg.conversaTesteDeleting}
        isPending={remove.isPending}
        onConfirm={() => void deleteTestData()}
      />
    </section>
  );
}

function MessageLog({
  mensagens,
  timeZone,
  typing,
}: {
  mensagens: Mensagem[];
  timeZone?: string;
  typing: boolean;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }),
    [timeZone],
  );
  const lastId = mensagens.at(-1)?.id;
  // The newest message (or the typing line) in view, as a chat app does.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId, typing]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-label={msg.conversaTesteMessagesLabel}
      // A scrollable region must be reachable by keyboard to scroll the history (axe
      // scrollable-region-focusable); it holds no focusable element of its own.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {mensagens.length === 0 && !typing ? (
        <p className="m-auto max-w-sm py-8 text-center text-sm text-muted-foreground">
          {msg.conversaTesteEmpty}
        </p>
      ) : (
        <ol className="grid content-start gap-2">
          {mensagens.map((m) => {
            const mine = m.autor === 'cliente';
            return (
              <li
                key={m.id}
                className={cn(
                  'grid max-w-[85%] gap-0.5 rounded-2xl px-3 py-2 text-sm shadow-xs',
                  mine
                    ? 'justify-self-end rounded-br-sm bg-primary text-primary-foreground'
                    : 'justify-self-start rounded-bl-sm bg-card text-card-foreground ring-1 ring-border',
                )}
              >
                <span className="sr-only">
                  {mine ? msg.conversaTesteFromYou : msg.conversaTesteFromAttendant}:
                </span>
                <p className="break-words whitespace-pre-wrap">
                  <WhatsappText text={m.texto ?? ''} />
                </p>
                <time
                  dateTime={m.created_at}
                  className={cn('justify-self-end text-[11px]', !mine && 'text-muted-foreground')}
                >
                  {timeFormat.format(new Date(m.created_at))}
                </time>
              </li>
            );
          })}
        </ol>
      )}
      {typing ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <span className="flex gap-1" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <span
                key={i}
                className="size-1.5 animate-pulse rounded-full bg-muted-foreground"
                style={{ animationDelay: `${i * 150}ms` }}
              />
            ))}
          </span>
          {msg.conversaTesteTyping}
        </p>
      ) : null}
    </div>
  );
}
