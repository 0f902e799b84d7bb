import { Moon, Sun } from 'lucide-react';
import { plainButtonClasses } from '@/components/ui/button-variants';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { useTheme } from './theme-context';

export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useTheme();
  const isDark = useIsHydrated() && resolvedTheme === 'dark';
  const label = isDark ? 'Ativar tema claro' : 'Ativar tema escuro';
  return (
    <button
      type="button"
      className={plainButtonClasses({ variant: 'ghost', size: 'icon' })}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      {isDark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </button>
  );
}
