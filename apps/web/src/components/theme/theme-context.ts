import { createContext, useContext, useEffect } from 'react';

export type Theme = 'light' | 'dark';

export type ThemeContextValue = {
  /** The user's choice (persisted), even while a page forces light. */
  theme: Theme;
  /** What is on screen now. */
  resolvedTheme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  /** Forces light while the returned release function has not been called. */
  forceLight: () => () => void;
};

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme deve ser usado dentro de ThemeProvider');
  return value;
}

/** Keeps the light theme on screen while the calling component is mounted (spec §2: /auth). */
export function useForcedLightTheme(): void {
  const { forceLight } = useTheme();
  useEffect(() => forceLight(), [forceLight]);
}

export { THEME_STORAGE_KEY } from './theme-storage';

/** Spec §4: logging out removes the dark-theme class right away. */
export function removeDarkClass(): void {
  document.documentElement.classList.remove('dark');
}
