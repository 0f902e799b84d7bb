import type { ComponentProps } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/**
 * One choice of a few (role radiogroup): Tab enters at the selected item, the arrow keys move
 * and select. Inside a form, Radix puts the group back to its first value on the form's native
 * 'reset' event, so a form holding one resets with values (react-hook-form's reset(values)),
 * never with a bare reset(), which would undo the owner's choice.
 */
export function RadioGroup({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-3', className)} {...props} />;
}

/** A round radio, labelled by a <Label htmlFor> beside it. */
export function RadioGroupItem({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'aspect-square size-5 shrink-0 cursor-pointer rounded-full border-2 border-muted-foreground bg-card transition-colors',
        // On touch a 44 px box around the 20 px circle (12 px of margin that a ::before fills).
        "relative touch:m-3 touch:before:absolute touch:before:-inset-3.5 touch:before:content-['']",
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:border-primary',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="flex items-center justify-center">
        <span className="size-2.5 rounded-full bg-primary" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}
