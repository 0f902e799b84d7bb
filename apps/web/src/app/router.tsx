import { createBrowserRouter, Navigate } from 'react-router';
import { spaPaths } from '@secretaria/shared/spa-routes';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/**
 * Everything but the shell is code-split. The public pages never download the session layer
 * (TanStack Query, the auth provider, toasts, zod) nor the panel; the landing page itself is
 * pre-rendered and runs without React on a first visit (see main.ts).
 */
const legal = {
  terms: () => import('./routes/legal/terms').then((m) => ({ Component: m.TermsPage })),
  privacy: () => import('./routes/legal/privacy').then((m) => ({ Component: m.PrivacyPage })),
  lgpd: () => import('./routes/legal/lgpd').then((m) => ({ Component: m.LgpdPage })),
};

const session = {
  layout: () => import('./routes/session-layout').then((m) => ({ Component: m.SessionLayout })),
  auth: () => import('./routes/auth').then((m) => ({ Component: m.AuthPage })),
  resetPassword: () =>
    import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
};

const panel = {
  layout: () => import('./routes/panel/panel-layout').then((m) => ({ Component: m.PanelLayout })),
  instances: () => import('./routes/panel/instances').then((m) => ({ Component: m.InstancesPage })),
  instance: () =>
    import('./routes/panel/instance-detail').then((m) => ({ Component: m.InstanceDetailPage })),
  profile: () => import('./routes/panel/profile').then((m) => ({ Component: m.ProfilePage })),
  password: () => import('./routes/panel/password').then((m) => ({ Component: m.PasswordPage })),
  services: () => import('./routes/panel/services').then((m) => ({ Component: m.ServicesPage })),
  disponibilidade: () =>
    import('./routes/panel/disponibilidade').then((m) => ({ Component: m.DisponibilidadePage })),
  agenda: () => import('./routes/panel/agenda').then((m) => ({ Component: m.AgendaPage })),
  conversas: () => import('./routes/panel/conversas').then((m) => ({ Component: m.ConversasPage })),
};

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { index: true, element: <LandingPage /> },
        { path: spaPaths.terms, lazy: legal.terms },
        { path: spaPaths.privacy, lazy: legal.privacy },
        { path: spaPaths.lgpd, lazy: legal.lgpd },
        {
          lazy: session.layout,
          children: [
            { path: spaPaths.auth, lazy: session.auth },
            { path: spaPaths.resetPassword, lazy: session.resetPassword },
            {
              path: spaPaths.panel,
              lazy: panel.layout,
              children: [
                { index: true, element: <Navigate to={spaPaths.instances} replace /> },
                { path: spaPaths.instances, lazy: panel.instances },
                { path: spaPaths.instance, lazy: panel.instance },
                { path: spaPaths.profile, lazy: panel.profile },
                { path: spaPaths.password, lazy: panel.password },
                { path: spaPaths.services, lazy: panel.services },
                { path: spaPaths.disponibilidade, lazy: panel.disponibilidade },
                { path: spaPaths.agenda, lazy: panel.agenda },
                { path: spaPaths.conversas, lazy: panel.conversas },
                { path: '*', element: <Navigate to={spaPaths.instances} replace /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
