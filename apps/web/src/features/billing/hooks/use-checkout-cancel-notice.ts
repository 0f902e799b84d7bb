import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export const CHECKOUT_CANCELLED_PARAM = 'checkout';
export const CHECKOUT_CANCELLED_VALUE = 'cancelado';

/**
 * The checkout page's way back without paying lands on /painel/instancias?checkout=cancelado.
 * Nothing went wrong: the page says so in a neutral notice (kept until dismissed or acted on)
 * and drops the parameter, so a reload does not say it again.
 */
export function useCheckoutCancelNotice(): { isShown: boolean; dismiss: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const isCancelled = searchParams.get(CHECKOUT_CANCELLED_PARAM) === CHECKOUT_CANCELLED_VALUE;
  const [isShown, setIsShown] = useState(isCancelled);
  // Coming back again while the page is open: shown again (state adjusted during render).
  if (isCancelled && !isShown) setIsShown(true);

  useEffect(() => {
    if (!isCancelled) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(CHECKOUT_CANCELLED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [isCancelled, setSearchParams]);

  return { isShown, dismiss: () => setIsShown(false) };
}
