import { createContext, useContext } from 'react';

/**
 * How in-app links navigate. The landing page runs without the router (so that a first visit
 * downloads neither the router nor the rest of the app): there the provider loads the app and
 * hands over to it; inside the router it is the router's navigate. Without a provider, links
 * are ordinary page loads.
 */
export type AppNavigation = {
  navigate: (to: string) => void;
  /** Called when the user shows intent (hover, focus): a chance to start loading code. */
  prefetch?: (to: string) => void;
};

export const NavigationContext = createContext<AppNavigation | null>(null);

export function useAppNavigation(): AppNavigation | null {
  return useContext(NavigationContext);
}
