import { useEffect, useState } from 'react';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { msg } from '@secretaria/shared/messages';
import type { ConnectionState, WhatsappGateway } from '@secretaria/shared/whatsapp-schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useWhatsappState } from '../api/get-whatsapp-state';
import { connectionErrorMessage } from '../utils/connection-messages';
import { GatewayChoice } from './gateway-choice';
import { MetaConnectForm } from './meta-connect-form';
import { MetaLineStatus, SwitchToQrPanel } from './meta-line-status';
import { QrActivation } from './qr-activation';
import { WhatsappTemplatesSection } from './whatsapp-templates-section';

type WhatsappActivationProps = {
  instance: Instance;
  /** The connection changed: the instance's status (Ativo/Inativo) changed with it. */
  onConnectionChange?: (state: ConnectionState) => void;
};

/**
 * The ativacao sub-tab (spec §2, §4 "Messaging connection"): WhatsApp Web by QR code as the spec
 * has it, or, where the server offers it, the official API with Meta's credentials (issue 27).
 */
export function WhatsappActivation({ instance, onConnectionChange }: WhatsappActivationProps) {
  // Polled every QR_POLL_MS while a QR code is on screen (the QR panel says when).
  const [isPolling, setIsPolling] = useState(false);
  const connection = useWhatsappState(instance.id, instance.full_phone_number, { isPolling });
  // The owner's choice holds for the gateway it was made on: once a change is saved, the panel
  // shows what the instance now uses.
  const [choice, setChoice] = useState<{ on: WhatsappGateway; value: WhatsappGateway } | null>(
    null,
  );
  const data = connection.data;
  const state = data?.state;

  useEffect(() => {
    if (state) onConnectionChange?.(state);
  }, [state, onConnectionChange]);

  if (!instance.full_phone_number) {
    return <Alert variant="destructive">{msg.phoneNotConfigured}</Alert>;
  }
  if (connection.isPending) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner label={undefined} className="size-4" />
        {msg.checkingConnection}
      </div>
    );
  }
  if (!data) {
    return (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive">{connectionErrorMessage(connection.error)}</Alert>
        <Button variant="outline" size="sm" onClick={() => void connection.refetch()}>
          {msg.retry}
        </Button>
      </div>
    );
  }

  const selected = choice?.on === data.gateway ? choice.value : data.gateway;
  const offersChoice = data.metaAvailable || data.gateway === 'meta';
  let panel;
  if (data.gateway === 'meta') {
    panel =
      selected === 'meta' ? (
        <div className="grid gap-6">
          <MetaLineStatus instance={instance} connection={data} />
          <WhatsappTemplatesSection instanceId={instance.id} />
        </div>
      ) : (
        <SwitchToQrPanel instance={instance} />
      );
  } else {
    panel =
      selected === 'meta' ? (
        <MetaConnectForm
          instanceId={instance.id}
          fullPhoneNumber={instance.full_phone_number}
          hasTestNumbers={data.metaTestNumbers}
        />
      ) : (
        <QrActivation instance={instance} connection={connection} onPollingChange={setIsPolling} />
      );
  }
  if (!offersChoice) return panel;
  return (
    <div className="grid gap-6">
      <GatewayChoice
        value={selected}
        onChange={(value) => {
          setChoice({ on: data.gateway, value });
          setIsPolling(false);
        }}
      />
      {panel}
    </div>
  );
}
