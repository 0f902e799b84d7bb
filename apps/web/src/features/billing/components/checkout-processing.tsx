import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { clearPendingInstance } from '@/lib/pending-instance';
import { clearSelectedPlan } from '@/lib/selected-plan';
import { completeCheckout } from '../api/complete-checkout';
import { errorOutcome, successOutcome, type CheckoutOutcome } from '../utils/checkout-outcome';

export const CHECKOUT_PROCESSING_TITLE = msg.checkoutProcessingTitle;

/**
 * One request per session id for the page's lifetime: React's development double effect (and a
 * remount) reuse it. The server is idempotent anyway; this keeps one toast and one navigation.
 */
const completions = new Map<string, Promise<CheckoutOutcome>>();

function completeOnce(sessionId: string): Promise<CheckoutOutcome> {
  let pending = completions.get(sessionId);
  if (!pending) {
    pending = completeCheckout(sessionId).then(
      (result) => {
        // The server created the instance from the draft it keeps; ours is no longer needed.
        clearPendingInstance();
        clearSelectedPlan();
        return successOutcome(result);
      },
      (error: unknown) => errorOutcome(error),
    );
    completions.set(sessionId, pending);
  }
  return pending;
}

/**
 * Spec §2/§4: replaces the panel while a paid checkout turns into an instance (the server loads
 * the draft, reads the subscription, creates the gateway instance and saves it).
 */
type CheckoutProcessingProps = {
  sessionId: string;
  /** The new instance exists: lists fetched before it (the panel's menu) are stale. */
  onInstanceCreated: () => Promise<void>;
};

export function CheckoutProcessing({ sessionId, onInstanceCreated }: CheckoutProcessingProps) {
  useDocumentTitle(CHECKOUT_PROCESSING_TITLE);
  const navigate = useNavigate();

  useEffect(() => {
    let isCurrent = true;
    void completeOnce(sessionId).then(async (outcome) => {
      if (!isCurrent) return;
      if (outcome.kind === 'success') await onInstanceCreated();
      const show = outcome.kind === 'success' ? toast.success : toast.error;
      show(outcome.title, { id: `checkout-${sessionId}`, description: outcome.description });
      void navigate(outcome.to, { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [sessionId, navigate, onInstanceCreated]);

  return (
    <main
      id="conteudo"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center"
      data-session-id={sessionId}
    >
      <Spinner className="size-10" label={CHECKOUT_PROCESSING_TITLE} />
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{CHECKOUT_PROCESSING_TITLE}</h1>
        <p className="max-w-sm text-sm text-muted-foreground">{msg.checkoutProcessingText}</p>
      </div>
    </main>
  );
}
