import { KeyRound } from 'lucide-react';
import { msg } from '@secretaria/shared/messages';
import { Alert } from '@/components/ui/alert';

/** 'ABCD1234' → 'ABCD-1234', as WhatsApp shows the code it expects. */
export function formatPairingCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/**
 * On a phone the QR is on the very screen that would have to read it: say so, and offer the two
 * ways out (another screen, or the gateway's pairing code typed in WhatsApp).
 */
export function SamePhoneHelp({ pairingCode }: { pairingCode: string | null }) {
  return (
    <Alert variant="info" title={msg.qrOnThisPhoneTitle}>
      <p>{msg.qrOnThisPhoneText}</p>
      {pairingCode ? (
        <div className="mt-3 grid gap-1">
          <p className="flex items-center gap-2 font-medium">
            <KeyRound aria-hidden="true" className="size-4 text-primary-ink" />
            {msg.pairingCodeLabel}
          </p>
          <p
            className="font-mono text-2xl font-semibold tracking-[0.2em] tabular-nums"
            aria-label={`${msg.pairingCodeLabel}: ${pairingCode.split('').join(' ')}`}
          >
            {formatPairingCode(pairingCode)}
          </p>
          <p>{msg.pairingCodeSteps}</p>
        </div>
      ) : (
        <p className="mt-2">{msg.pairingCodeUnavailable}</p>
      )}
    </Alert>
  );
}
