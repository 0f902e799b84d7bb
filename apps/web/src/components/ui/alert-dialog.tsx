import type { ReactNode } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { buttonClasses } from './button';
import { msg } from '@secretaria/shared/messages';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description: ReactNode;
  confirmLabel?: string;
  /** What keeps things as they are ('Cancelar' unless said otherwise). */
  cancelLabel?: string;
  pendingLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
};

/**
 * A destructive action behind a confirmation (spec §2 msg.confirmDeleteTitle). The confirm button
 * does not close the dialog by itself: the caller closes it when the request has finished.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = msg.confirmDeleteTitle,
  description,
  confirmLabel = 'Excluir',
  cancelLabel = msg.cancel,
  pendingLabel = 'Excluindo...',
  isPending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px] animate-overlay-in" />
        <AlertDialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-popover p-6 text-popover-foreground shadow-lg animate-pop-in">
          <div className="grid gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg leading-tight font-semibold">
              {title}
            </AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialogPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonClasses({ variant: 'outline' })}>
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            <button
              type="button"
              className={buttonClasses({ variant: 'destructive' })}
              disabled={isPending}
              onClick={onConfirm}
            >
              {isPending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
