import { msg } from '@secretaria/shared/messages';
import type { WhatsappGateway } from '@secretaria/shared/whatsapp-schemas';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

const OPTIONS: Array<{ value: WhatsappGateway; label: string; hint: string }> = [
  { value: 'evolution', label: msg.gatewayEvolution, hint: msg.gatewayEvolutionHint },
  { value: 'meta', label: msg.gatewayMeta, hint: msg.gatewayMetaHint },
];

/** Issue 27: how this instance's number connects, WhatsApp Web by QR code or Meta's API. */
export function GatewayChoice({
  value,
  onChange,
}: {
  value: WhatsappGateway;
  onChange: (value: WhatsappGateway) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold">{msg.gatewayChoiceLabel}</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as WhatsappGateway)}
        className="grid gap-3 sm:grid-cols-2"
      >
        {OPTIONS.map((option) => (
          <Label
            key={option.value}
            htmlFor={`gateway-${option.value}`}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <RadioGroupItem
              id={`gateway-${option.value}`}
              value={option.value}
              aria-describedby={`gateway-${option.value}-hint`}
              className="mt-0.5"
            />
            <span className="grid gap-1">
              <span className="leading-snug">{option.label}</span>
              <span
                id={`gateway-${option.value}-hint`}
                className="text-xs font-normal text-muted-foreground"
              >
                {option.hint}
              </span>
            </span>
          </Label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
