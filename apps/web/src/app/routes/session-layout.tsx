import { Outlet } from 'react-router';
import '@secretaria/shared/zod-locale';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { SessionProvider } from '../provider';

/** Pages that know who is signed in: /auth, /redefinir-senha and the panel. Loaded on demand. */
export function SessionLayout() {
  return (
    <SessionProvider>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </SessionProvider>
  );
}
