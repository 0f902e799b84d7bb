import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { msg } from '@secretaria/shared/messages';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Navbar } from '@/components/layouts/navbar';
import { CheckoutProcessing } from '@/features/billing/components/checkout-processing';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { RealtimeBanner } from '@/features/realtime/components/realtime-banner';
import { RealtimeProvider } from '@/features/realtime/components/realtime-provider';
import { registerPanelRealtimeTables } from '@/app/realtime-tables';
import { instanceKeys } from '@/features/instances/api/get-instances';
import { useInstanceNavItems } from '@/features/instances/hooks/use-instance-nav-items';
import { NotificacoesBell } from '@/features/notificacoes/components/notificacoes-bell';

registerPanelRealtimeTables();

/** Everything under /painel: signed-in users only (spec §6). */
export function PanelLayout() {
  const { user, isLoading, signOut } = useAuth();
  const [searchParams] = useSearchParams();
  const instanceNavItems = useInstanceNavItems(Boolean(user));
  const queryClient = useQueryClient();
  const handleInstanceCreated = useCallback(
    () => queryClient.invalidateQueries({ queryKey: instanceKeys.all }),
    [queryClient],
  );

  const checkoutSessionId = searchParams.get('session_id');
  if (isLoading) {
    return <FullPageSpinner label={checkoutSessionId ? msg.loadingCheckout : msg.loadingSession} />;
  }
  if (!user) return <Navigate to="/auth" replace />;

  if (searchParams.get('success') === 'true' && checkoutSessionId) {
    return (
      <CheckoutProcessing sessionId={checkoutSessionId} onInstanceCreated={handleInstanceCreated} />
    );
  }

  return (
    <RealtimeProvider>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <div className="flex min-h-dvh flex-col">
        <Navbar
          name={user.name}
          email={user.email}
          instances={instanceNavItems}
          onSignOut={() => void signOut()}
          actions={<NotificacoesBell instances={instanceNavItems} />}
        />
        <main
          id="conteudo"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8"
        >
          <div className="mb-4 empty:hidden">
            <RealtimeBanner />
          </div>
          <Outlet />
        </main>
      </div>
    </RealtimeProvider>
  );
}
