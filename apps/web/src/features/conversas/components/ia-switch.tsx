import { Switch } from '@/components/ui/switch';

type IaSwitchProps = {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * 'IA ativa neste chat' / 'IA pausada neste chat': the panel's switch (Radix, role switch) with
 * its label beside it, saying the state it is in.
 */
export function IaSwitch({ id, label, checked, disabled, onCheckedChange }: IaSwitchProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onCheckedChange} />
      <label htmlFor={id} className="cursor-pointer text-sm font-medium">
        {label}
      </label>
    </span>
  );
}
