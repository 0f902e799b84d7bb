import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';
import { THEME_STORAGE_KEY, ThemeContext, type Theme } from './theme-context';

function storedTheme(): Theme {
  return readStorage(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(storedTheme);
  const [forcedLightCount, setForcedLightCount] = useState(0);
  const resolvedTheme: Theme = forcedLightCount > 0 ? 'light' : theme;

  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolvedTheme === 'dark');
  }, [resolvedTheme]);

  // Another tab changed the theme.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setThemeState(storedTheme());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    writeStorage(THEME_STORAGE_KEY, next);
    setThemeState(next);
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme(theme === 'dark' ? 'light' : 'dark');
  }, [theme, setTheme]);

  const forceLight = useCallback(() => {
    setForcedLightCount((n) => n + 1);
    return () => setForcedLightCount((n) => n - 1);
  }, []);

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme, toggleTheme, forceLight }),
    [theme, resolvedTheme, setTheme, toggleTheme, forceLight],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
