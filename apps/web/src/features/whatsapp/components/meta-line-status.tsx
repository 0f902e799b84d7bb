import { useState } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { formatInstancePhone } from '@secretaria/shared/instance-display';
import { msg } from '@secretaria/shared/messages';
import type { WhatsappStateResponse } from '@secretaria/shared/whatsapp-schemas';
import { Button } from '@/components/ui/button';
import { useSwitchToQr } from '../api/connect-meta';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api-client';
import { MetaConnectForm } from './meta-connect-form';
import { SimulatorPhoneLink } from './simulator-phone-link';

/** An instance on the official API: its number as Meta reports it, new credentials, or back to QR. */
export function MetaLineStatus({
  instance,
  connection,
}: {
  instance: Instance;
  connection: WhatsappStateResponse;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const meta = connection.meta;
  const phone = meta?.displayPhoneNumber ?? formatInstancePhone(instance);
  const isConnected = connection.state === 'CONNECTED';
  const problem =
    meta?.problem ??
    (meta?.numberStatus && meta.numberStatus !== 'CONNECTED'
      ? msg.metaNumberStatus(meta.numberStatus)
      : null);

  return (
    <div className="grid gap-4">
      <div
        className={
          isConnected
            ? 'flex items-start gap-3 rounded-lg border border-success/30 bg-success/10 p-4'
            : 'flex items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/10 p-4'
        }
        role="status"
      >
        {isConnected ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        ) : (
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        )}
        <div className="grid min-w-0 gap-1">
          <p className="font-semibold">
            {isConnected ? msg.metaConnectedTitle : msg.metaNotConnectedTitle}
          </p>
          <p className="text-sm text-muted-foreground">
            {msg.metaServingNumber}{' '}
            <span className="font-medium text-foreground tabular-nums">{phone}</span>
            {meta?.verifiedName ? ` (${meta.verifiedName})` : ''}.
          </p>
          {problem ? <p className="text-sm font-medium text-foreground">{problem}</p> : null}
          {meta ? (
            <dl className="mt-1 grid gap-x-4 gap-y-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr]">
              <dt>{msg.metaPhoneNumberIdLabel}</dt>
              <dd className="font-mono break-all text-foreground">{meta.phoneNumberId}</dd>
              <dt>{msg.metaWabaIdLabel}</dt>
              <dd className="font-mono break-all text-foreground">{meta.wabaId}</dd>
            </dl>
          ) : null}
        </div>
      </div>
      {isEditing ? (
        <MetaConnectForm
          instanceId={instance.id}
          fullPhoneNumber={instance.full_phone_number}
          hasTestNumbers={connection.metaTestNumbers}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button variant="outline" onClick={() => setIsEditing(true)}>
            {msg.metaUpdateCredentials}
          </Button>
        </div>
      )}
      {connection.simulatorPhoneUrl ? (
        <SimulatorPhoneLink url={connection.simulatorPhoneUrl} text={msg.metaSimulatorPhoneText} />
      ) : null}
    </div>
  );
}

/** The QR choice on an official-API instance: confirmed, Meta's credentials are erased. */
export function SwitchToQrPanel({ instance }: { instance: Instance }) {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const switchToQr = useSwitchToQr(instance.id, instance.full_phone_number);

  async function handleSwitch() {
    try {
      await switchToQr.mutateAsync();
      toast.success(msg.metaSwitchedToQr);
    } catch (error) {
      toast.error(msg.metaSwitchError, { description: errorMessage(error, msg.unexpected) });
    } finally {
      setIsConfirmOpen(false);
    }
  }

  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-sm text-muted-foreground">{msg.metaSwitchToQrDescription}</p>
      <Button variant="outline" onClick={() => setIsConfirmOpen(true)}>
        {msg.metaSwitchToQr}
      </Button>
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title={msg.metaSwitchToQrTitle}
        description={msg.metaSwitchToQrDescription}
        confirmLabel={msg.metaSwitchToQr}
        pendingLabel={msg.saving}
        isPending={switchToQr.isPending}
        onConfirm={() => void handleSwitch()}
      />
    </div>
  );
}
