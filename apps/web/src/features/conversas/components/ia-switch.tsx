import { cn } from '@/lib/utils';

type IaSwitchProps = {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A labelled on/off switch (role switch: Space and Enter toggle it, as a button does). */
export function IaSwitch({ id, label, checked, disabled, onCheckedChange }: IaSwitchProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-primary' : 'bg-muted-foreground/40',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none block size-5 rounded-full bg-background shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
      <label htmlFor={id} className="cursor-pointer text-sm font-medium">
        {label}
      </label>
    </span>
  );
}
