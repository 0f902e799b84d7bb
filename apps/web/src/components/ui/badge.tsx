import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const variants = {
  default: 'border-transparent bg-primary/10 text-primary-ink',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'text-foreground',
} as const;

export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
