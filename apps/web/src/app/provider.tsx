import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { useTheme } from '@/components/theme/theme-context';
import { queryClient } from '@/lib/query-client';

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      position="bottom-right"
      closeButton
      richColors
      theme={resolvedTheme}
      toastOptions={{ closeButton: true }}
      containerAriaLabel="Notificações"
    />
  );
}

/**
 * Data cache and toasts: only the pages that talk to the API (sign-in, password reset, panel)
 * need them, so they live in the lazily loaded session layout, not in the app shell.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ThemedToaster />
    </QueryClientProvider>
  );
}
