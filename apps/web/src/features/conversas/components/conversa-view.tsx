import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import { displayPhone } from '@secretaria/shared/phone';
import { Button, buttonClasses } from '@/components/ui/button';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useConversa, useConversaActions } from '../api/conversas';
import { messageTime } from '../utils/conversa-time';
import { Composer } from './composer';
import { ContatoAgendamentos } from './contato-agendamentos';
import { conversaName } from './conversa-list';
import { EstadoBadge, NaoClienteBadge } from './estado-badge';
import { IaSwitch } from './ia-switch';
import { MensagemList } from './mensagem-list';

const t = msg.conversas;

type ConversaViewProps = {
  conversaId: string;
  instanceId: string;
  timeZone: string;
  /** The list's address (this one without ?conversa=): the back button on a phone. */
  backTo: string;
  /**
   * What the owner may do with the chat's contact, beside its appointments (the route passes the
   * contatos feature's LGPD actions: features do not import each other).
   */
  contatoActions?: (contato: { id: string; nome: string }) => ReactNode;
};

/** One chat: its header with the IA controls, the messages, the composer and the appointments. */
export function ConversaView({
  conversaId,
  instanceId,
  timeZone,
  backTo,
  contatoActions,
}: ConversaViewProps) {
  const conversa = useConversa(conversaId);
  const { send, setIa, setNaoCliente, markRead } = useConversaActions(conversaId);
  const unread = conversa.data?.unread_count ?? 0;
  const { mutate: read, isPending: reading } = markRead;
  // Opening the chat reads it; a message arriving while it is open is read too.
  useEffect(() => {
    if (unread > 0 && !reading) read();
  }, [unread, reading, read, conversaId]);

  if (conversa.isPending)
    return (
      <p className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
        <Spinner label={undefined} className="size-4" />
        {t.loadingMensagens}
      </p>
    );
  if (conversa.isError)
    return (
      <div className="grid content-start justify-items-start gap-3">
        <BackLink to={backTo} />
        <QueryErrorAlert
          error={conversa.error}
          fallback={t.mensagensError}
          onRetry={() => void conversa.refetch()}
        />
      </div>
    );

  const c = conversa.data;
  const name = conversaName(c);
  const setIaAtiva = (iaAtiva: boolean) =>
    setIa.mutate(iaAtiva, {
      onSuccess: () =>
        toast.success(iaAtiva ? (c.estado === 'aguardando_dono' ? t.givenBack : t.iaOn) : t.iaOff),
      onError: (e) => toast.error(errorMessage(e, t.updateError)),
    });

  const markNaoCliente = (naoCliente: boolean) =>
    setNaoCliente.mutate(naoCliente, {
      onSuccess: () => toast.success(naoCliente ? t.naoClienteDone : t.isClienteDone),
      onError: (e) => toast.error(errorMessage(e, t.updateError)),
    });

  return (
    <div className="grid min-h-0 gap-4 xl:grid-cols-[minmax(0,1fr)_15rem]">
      <section
        aria-label={name}
        // A screen-high chat on a phone too (below the 4rem bar and the page's padding): the
        // messages scroll inside it, so it opens at the newest one with the reply box in view.
        className="flex h-[calc(100dvh-7rem)] min-h-[28rem] min-w-0 flex-col lg:h-[calc(100dvh-15rem)]"
      >
        <header className="grid gap-2 border-b pb-3">
          <div className="flex items-start gap-2">
            <BackLink to={backTo} className="lg:hidden" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <h2 className="truncate text-lg font-semibold">{name}</h2>
              <p className="text-xs text-muted-foreground">
                {c.contato ? displayPhone(c.contato.telefone) : null}
              </p>
            </div>
            {c.nao_cliente ? <NaoClienteBadge /> : null}
            <EstadoBadge estado={c.estado} />
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <IaSwitch
              id={`ia-${c.id}`}
              label={c.estado === 'ativo' ? t.iaSwitchOn : t.iaSwitchOff}
              checked={c.estado === 'ativo'}
              disabled={setIa.isPending}
              onCheckedChange={setIaAtiva}
            />
            {c.estado === 'aguardando_dono' ? (
              <Button size="sm" disabled={setIa.isPending} onClick={() => setIaAtiva(true)}>
                {t.giveBack}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant={c.nao_cliente ? 'default' : 'outline'}
              disabled={setNaoCliente.isPending}
              onClick={() => markNaoCliente(!c.nao_cliente)}
            >
              {c.nao_cliente ? t.isCliente : t.markNaoCliente}
            </Button>
          </div>
          {c.nao_cliente ? (
            <p className="text-xs text-muted-foreground">{t.naoClienteHint}</p>
          ) : null}
          {c.estado !== 'ativo' ? (
            <p className="text-xs text-muted-foreground">
              {c.estado === 'aguardando_dono'
                ? t.waitingOwner
                : c.paused_until
                  ? t.iaPausedUntil(messageTime(c.paused_until, timeZone))
                  : t.iaPaused}
            </p>
          ) : null}
        </header>
        <MensagemList conversaId={c.id} timeZone={timeZone} />
        <Composer
          key={c.id}
          conversaId={c.id}
          isSending={send.isPending}
          onSend={(texto, key) => send.mutateAsync({ texto, key })}
        />
      </section>
      <div className="grid content-start gap-6">
        {c.contato && contatoActions ? (
          <section aria-labelledby="conversa-contato" className="grid content-start gap-1">
            <h3 id="conversa-contato" className="text-sm font-semibold">
              {t.contactData}
            </h3>
            {contatoActions(c.contato)}
          </section>
        ) : null}
        <ContatoAgendamentos instanceId={instanceId} agendamentos={c.agendamentos} />
      </div>
    </div>
  );
}

function BackLink({ to, className }: { to: string; className?: string }) {
  return (
    <Link
      to={to}
      aria-label={t.back}
      className={buttonClasses({ variant: 'ghost', size: 'icon', className })}
    >
      <ArrowLeft aria-hidden="true" />
    </Link>
  );
}
