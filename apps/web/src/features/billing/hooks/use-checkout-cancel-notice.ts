import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { msg } from '@secretaria/shared/messages';

export const CHECKOUT_CANCELLED_PARAM = 'checkout';
export const CHECKOUT_CANCELLED_VALUE = 'cancelado';

/**
 * The checkout page's way back after a declined card or a cancel lands on
 * /painel/instancias?checkout=cancelado: say so once and drop the parameter.
 */
export function useCheckoutCancelNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isCancelled = searchParams.get(CHECKOUT_CANCELLED_PARAM) === CHECKOUT_CANCELLED_VALUE;

  useEffect(() => {
    if (!isCancelled) return;
    // A fixed id: React's development double effect must not show the toast twice.
    toast.error(msg.paymentErrorTitle, {
      id: 'checkout-cancelado',
      description: msg.paymentNotCompleted,
    });
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(CHECKOUT_CANCELLED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [isCancelled, setSearchParams]);
}
