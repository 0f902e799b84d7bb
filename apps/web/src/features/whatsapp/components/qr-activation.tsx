import { useState } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2, QrCode } from 'lucide-react';
import { toast } from 'sonner';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { formatInstancePhone } from '@secretaria/shared/instance-display';
import { msg } from '@secretaria/shared/messages';
import type { ConnectionState, WhatsappStateResponse } from '@secretaria/shared/whatsapp-schemas';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useGenerateQr } from '../api/generate-qr';
import { whatsappKeys } from '../api/get-whatsapp-state';
import { useLogoutWhatsapp } from '../api/logout-whatsapp';
import { useIsTouchScreen } from '../hooks/use-is-touch-screen';
import { connectionErrorMessage, qrErrorMessage, qrOutcome } from '../utils/connection-messages';
import { SamePhoneHelp } from './same-phone-help';
import { SimulatorPhoneLink } from './simulator-phone-link';

/**
 * WhatsApp Web by QR code (spec §4 "Messaging connection"), as the ativacao tab always had it.
 * The tab owns the connection query; `onPollingChange` asks it to poll while a QR is on screen.
 */
export function QrActivation({
  instance,
  connection,
  onPollingChange,
}: {
  instance: Instance;
  connection: UseQueryResult<WhatsappStateResponse>;
  onPollingChange: (isPolling: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [qr, setQrState] = useState<string | null>(null);
  const setQr = (next: string | null) => {
    setQrState(next);
    onPollingChange(next !== null);
  };
  const [pairingCode, setPairingCode] = useState<string | null>(null);
  const isTouchScreen = useIsTouchScreen();
  const [qrError, setQrError] = useState<string | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const stateKey = whatsappKeys.state(instance.id, instance.full_phone_number);
  const generateQr = useGenerateQr(instance.id);
  const logout = useLogoutWhatsapp(instance.id);
  const state = connection.data?.state;

  function setState(next: ConnectionState) {
    queryClient.setQueryData<WhatsappStateResponse>(stateKey, (current) =>
      current
        ? { ...current, status: next === 'CONNECTED' ? 'Ativo' : 'Inativo', state: next }
        : current,
    );
  }

  async function handleGenerateQr() {
    setQrError(null);
    try {
      const outcome = qrOutcome(await generateQr.mutateAsync());
      if (outcome.kind === 'qr') {
        setQr(outcome.qr);
        setPairingCode(outcome.pairingCode);
      } else if (outcome.kind === 'connected') setState('CONNECTED');
      else setQrError(outcome.message);
    } catch (error) {
      setQrError(qrErrorMessage(error));
    }
  }

  async function handleLogout() {
    try {
      await logout.mutateAsync();
      setQr(null);
      setState('DISCONNECTED');
      toast.success(msg.disconnected, { description: msg.disconnectedText });
    } catch (error) {
      toast.error(msg.disconnectError, { description: errorMessage(error, msg.unexpected) });
    } finally {
      setIsConfirmOpen(false);
    }
  }

  const phone = formatInstancePhone(instance);

  if (connection.isError && !qr) {
    return (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive">{connectionErrorMessage(connection.error)}</Alert>
        <Button variant="outline" size="sm" onClick={() => void connection.refetch()}>
          {msg.retry}
        </Button>
      </div>
    );
  }

  if (state === 'CONNECTED') {
    return (
      <div className="grid gap-4">
        <div className="flex flex-col gap-4 rounded-lg border border-success/30 bg-success/10 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <div className="grid gap-1">
              <p className="font-semibold">{msg.whatsappConnected}</p>
              <p className="text-sm text-muted-foreground">
                {msg.whatsappServingNumber}{' '}
                <span className="font-medium text-foreground tabular-nums">{phone}</span>.
              </p>
            </div>
          </div>
          <Button variant="outline" onClick={() => setIsConfirmOpen(true)}>
            {msg.disconnect}
          </Button>
        </div>
        <ConfirmDialog
          open={isConfirmOpen}
          onOpenChange={setIsConfirmOpen}
          title={msg.disconnectTitle}
          description={msg.disconnectDescription(phone)}
          confirmLabel={msg.disconnect}
          pendingLabel={msg.disconnecting}
          isPending={logout.isPending}
          onConfirm={() => void handleLogout()}
        />
      </div>
    );
  }

  const simulatorPhoneUrl = connection.data?.simulatorPhoneUrl ?? null;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="font-semibold">{msg.whatsappNotConnected}</p>
        <p className="text-sm text-muted-foreground">
          {msg.qrInstructionsBefore}{' '}
          <span className="font-medium text-foreground tabular-nums">{phone}</span>{' '}
          {msg.qrInstructionsAfter}
        </p>
      </div>
      {qr ? (
        <div className="grid justify-items-center gap-3 rounded-lg border p-4 sm:justify-items-start">
          <img
            src={qr}
            alt={msg.qrAlt}
            width={256}
            height={256}
            className="size-64 rounded-md bg-white p-2"
          />
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner label={undefined} className="size-4" />
            {msg.qrWaiting}
          </p>
        </div>
      ) : null}
      {qr && isTouchScreen ? <SamePhoneHelp pairingCode={pairingCode} /> : null}
      {qrError ? <Alert variant="destructive">{qrError}</Alert> : null}
      {qr && connection.isError ? (
        <Alert variant="destructive">{connectionErrorMessage(connection.error)}</Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button onClick={() => void handleGenerateQr()} disabled={generateQr.isPending}>
          <QrCode aria-hidden="true" />
          {generateQr.isPending ? msg.qrGenerating : qr ? msg.qrRegenerate : msg.qrGenerate}
        </Button>
      </div>
      {simulatorPhoneUrl ? (
        <SimulatorPhoneLink url={simulatorPhoneUrl} text={msg.simulatorPhoneText} />
      ) : null}
    </div>
  );
}
