import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { toast } from 'sonner';
import { EnviarMensagemRequestSchema } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';

const t = msg.conversas;

/** A fresh client key for one message (a UUID; getRandomValues works outside HTTPS too). */
export function newSendKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The owner's message box: Enter sends, Shift+Enter breaks the line. Each message carries a
 * client key (docs/decisions/043), kept while its text is unchanged: a double click, a second
 * Enter or a retry after a failure sends it once. 'Enviar' is disabled while a send is under way.
 */
export function Composer({
  conversaId,
  onSend,
  isSending,
}: {
  conversaId: string;
  onSend: (texto: string, key: string) => Promise<unknown>;
  isSending: boolean;
}) {
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A ref as well as state: a second click can arrive before React re-renders the button.
  const inFlight = useRef(false);
  const key = useRef<{ texto: string; key: string } | null>(null);
  const id = `composer-${conversaId}`;
  const busy = sending || isSending;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (inFlight.current) return;
    const parsed = EnviarMensagemRequestSchema.safeParse({ texto });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.sendError);
      return;
    }
    setError(null);
    if (key.current?.texto !== parsed.data.texto)
      key.current = { texto: parsed.data.texto, key: newSendKey() };
    inFlight.current = true;
    setSending(true);
    try {
      await onSend(parsed.data.texto, key.current.key);
      key.current = null;
      setTexto('');
    } catch (e) {
      toast.error(errorMessage(e, t.sendError));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-1.5 border-t pt-3">
      <label htmlFor={id} className="sr-only">
        {t.composerLabel}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={texto}
          rows={2}
          placeholder={t.composerPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setTexto(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 resize-none"
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="h-11">
          {busy ? (
            <Spinner label={undefined} className="size-4" />
          ) : (
            <SendHorizontal aria-hidden="true" />
          )}
          {t.send}
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        className={error ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
      >
        {error ?? t.composerHint}
      </p>
    </form>
  );
}
