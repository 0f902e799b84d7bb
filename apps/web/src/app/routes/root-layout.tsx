import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '@/features/auth/components/auth-provider';

/** Inside the router so that auth actions can navigate. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
