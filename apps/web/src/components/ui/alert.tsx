import type { ComponentProps, ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '@/lib/utils';

const variants = {
  info: {
    box: 'border-primary/25 bg-primary/5 text-foreground',
    icon: Info,
    iconClass: 'text-primary',
  },
  success: {
    box: 'border-success/30 bg-success/10 text-foreground',
    icon: CheckCircle2,
    iconClass: 'text-success',
  },
  destructive: {
    box: 'border-destructive/30 bg-destructive/10 text-foreground',
    icon: AlertCircle,
    iconClass: 'text-destructive',
  },
} as const;

type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  variant?: keyof typeof variants;
  title?: ReactNode;
};

/** An on-screen notice (polite live region so screen readers hear it when it appears). */
export function Alert({ className, variant = 'info', title, children, ...props }: AlertProps) {
  const { box, icon: Icon, iconClass } = variants[variant];
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', iconClass)} />
      <div className="grid gap-1">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
