import type { ReactElement, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { Label } from './label';

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  description?: ReactNode;
  labelAside?: ReactNode;
  className?: string;
  /** The control: receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
};

/** Label, control and message wired together so the error is announced with the field. */
export function FormField({
  id,
  label,
  error,
  description,
  labelAside,
  className,
  children,
}: FormFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    // content-start: beside a taller field (a message under it) the label and control stay on top.
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
