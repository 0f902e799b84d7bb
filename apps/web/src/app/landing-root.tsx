import { NavigationContext, type AppNavigation } from '@/components/navigation/navigation-context';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { LandingPage } from './routes/landing';

/** The landing page on its own, as a first visit to / renders it (no router, no session). */
export function LandingRoot({ navigation }: { navigation: AppNavigation }) {
  return (
    <ThemeProvider>
      <NavigationContext.Provider value={navigation}>
        <LandingPage />
      </NavigationContext.Provider>
    </ThemeProvider>
  );
}
