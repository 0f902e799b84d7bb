import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { NavigationContext, type AppNavigation } from '@/components/navigation/navigation-context';

/** Inside the router: app links (AppLink) navigate with it. */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useMemo<AppNavigation>(
    () => ({ navigate: (to) => void navigate(to) }),
    [navigate],
  );
  return (
    <NavigationContext.Provider value={navigation}>
      <Outlet />
      <ScrollRestoration />
    </NavigationContext.Provider>
  );
}
