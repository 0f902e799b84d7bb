import { clsx } from 'clsx';

export const buttonBase = [
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors touch:min-w-11',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
  'disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
].join(' ');

export const buttonVariants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline:
    'border border-input bg-card text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground',
  ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
  link: 'text-primary-ink underline-offset-4 hover:underline',
} as const;

export const buttonSizes = {
  // 44 px on a phone or a touch screen (the `touch` variant, index.css); denser with a mouse.
  default: 'h-10 px-4 py-2 touch:h-11',
  sm: 'h-9 px-3 text-sm touch:h-11',
  lg: 'h-11 px-6 text-base',
  icon: 'size-10 touch:size-11',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/**
 * Button classes joined without tailwind-merge, for the public pages: keeps ~8 kB gzip of
 * tailwind-merge out of the landing page's bundle. `className` must only add classes that do
 * not compete with the variant's (margins, width, display); use `buttonClasses` to override.
 */
export function plainButtonClasses({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx(buttonBase, buttonVariants[variant], buttonSizes[size], className);
}
