import { createContext, useContext } from 'react';

/**
 * How in-app links navigate: inside the router, the router's navigate. Without a provider (the
 * pre-rendered landing page, which runs no React at all), links are ordinary page loads.
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
