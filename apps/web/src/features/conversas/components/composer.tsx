import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { toast } from 'sonner';
import { EnviarMensagemRequestSchema } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';

const t = msg.conversas;

/** The owner's message box: Enter sends, Shift+Enter breaks the line. */
export function Composer({
  conversaId,
  onSend,
  isSending,
}: {
  conversaId: string;
  onSend: (texto: string) => Promise<unknown>;
  isSending: boolean;
}) {
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `composer-${conversaId}`;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = EnviarMensagemRequestSchema.safeParse({ texto });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.sendError);
      return;
    }
    setError(null);
    try {
      await onSend(parsed.data.texto);
      setTexto('');
    } catch (e) {
      toast.error(errorMessage(e, t.sendError));
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
        <Button type="submit" disabled={isSending} className="h-11">
          {isSending ? (
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
