import { PageHeader } from '@/components/ui/page-header';
import { CheckoutCancelledNotice } from '@/features/billing/components/checkout-cancelled-notice';
import { useCheckoutCancelNotice } from '@/features/billing/hooks/use-checkout-cancel-notice';
import { useStartCheckout } from '@/features/billing/hooks/use-start-checkout';
import { AddInstanceDialog } from '@/features/instances/components/add-instance-dialog';
import { InstanceGrid } from '@/features/instances/components/instance-grid';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { msg } from '@secretaria/shared/messages';

export function InstancesPage() {
  useDocumentTitle(msg.instancesTitle);
  const cancelNotice = useCheckoutCancelNotice();
  const startCheckout = useStartCheckout();
  return (
    <>
      <PageHeader
        title={msg.instancesTitle}
        description={msg.instancesDescription}
        actions={<AddInstanceDialog onCheckout={startCheckout} />}
      />
      {cancelNotice.isShown ? <CheckoutCancelledNotice onDismiss={cancelNotice.dismiss} /> : null}
      <InstanceGrid />
    </>
  );
}
