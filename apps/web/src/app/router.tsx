import { createBrowserRouter, Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/**
 * Everything but the shell is code-split. The public pages never download the session layer
 * (TanStack Query, the auth provider, toasts, zod) nor the panel; the landing page itself is
 * also rendered without this router on a first visit (see main.tsx).
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
  availability: () =>
    import('./routes/panel/availability').then((m) => ({ Component: m.AvailabilityPage })),
  agenda: () => import('./routes/panel/agenda').then((m) => ({ Component: m.AgendaPage })),
};

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { index: true, element: <LandingPage /> },
        { path: 'termos-de-uso', lazy: legal.terms },
        { path: 'politica-privacidade', lazy: legal.privacy },
        { path: 'lgpd', lazy: legal.lgpd },
        {
          lazy: session.layout,
          children: [
            { path: 'auth', lazy: session.auth },
            { path: 'redefinir-senha', lazy: session.resetPassword },
            {
              path: 'painel',
              lazy: panel.layout,
              children: [
                { index: true, element: <Navigate to="/painel/instancias" replace /> },
                { path: 'instancias', lazy: panel.instances },
                { path: 'instancias/:id', lazy: panel.instance },
                { path: 'perfil', lazy: panel.profile },
                { path: 'senha', lazy: panel.password },
                { path: 'servicos', lazy: panel.services },
                { path: 'disponibilidade', lazy: panel.availability },
                { path: 'agenda', lazy: panel.agenda },
                { path: '*', element: <Navigate to="/painel/instancias" replace /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
