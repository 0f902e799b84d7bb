import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** An on/off control (role switch), labelled by a <Label htmlFor> or aria-label. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors',
        // On touch the track stays 24 px tall inside a 44 px box: 10 px of margin above and below
        // that an invisible ::before fills, so a tap there lands and never on a neighbour's box.
        "relative touch:my-2.5 touch:before:absolute touch:before:-inset-y-3 touch:before:inset-x-0 touch:before:content-['']",
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
        'data-[state=unchecked]:border-muted-foreground data-[state=unchecked]:bg-muted',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block size-4 rounded-full shadow-sm transition-transform',
          'data-[state=checked]:translate-x-5 data-[state=checked]:bg-primary-foreground',
          'data-[state=unchecked]:translate-x-0.5 data-[state=unchecked]:bg-muted-foreground',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
