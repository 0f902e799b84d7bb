import { createBrowserRouter, Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AuthPage } from './routes/auth';
import { LandingPage } from './routes/landing';
import { LgpdPage } from './routes/legal/lgpd';
import { PrivacyPage } from './routes/legal/privacy';
import { TermsPage } from './routes/legal/terms';
import { NotFoundPage } from './routes/not-found';
import { ResetPasswordPage } from './routes/reset-password';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/** The panel is code-split: public pages never download it. */
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
        { path: 'auth', element: <AuthPage /> },
        { path: 'termos-de-uso', element: <TermsPage /> },
        { path: 'politica-privacidade', element: <PrivacyPage /> },
        { path: 'lgpd', element: <LgpdPage /> },
        { path: 'redefinir-senha', element: <ResetPasswordPage /> },
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
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
