import { X } from 'lucide-react';
import { Link } from 'react-router';
import { msg } from '@secretaria/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';

/** 'Pagamento não concluído': neutral, with the way back to the dialog the draft refills. */
export function CheckoutCancelledNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Alert variant="info" title={msg.checkoutNotCompletedTitle} className="relative mb-6 pr-12">
      <p>{msg.checkoutNotCompletedText}</p>
      <Link
        to="?newInstance=true"
        onClick={onDismiss}
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-2' })}
      >
        {msg.checkoutResume}
      </Link>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-1.5 right-1.5 size-8"
        aria-label={msg.dismissNotice}
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </Alert>
  );
}
