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

/**
 * The same button as markup only, for the pre-rendered landing page: both icons are drawn and
 * the `dark` class picks one; features/landing/enhance/theme-button.ts handles the click.
 */
export function StaticThemeToggle() {
  return (
    <button
      type="button"
      className={plainButtonClasses({ variant: 'ghost', size: 'icon' })}
      data-theme-toggle=""
      aria-label="Ativar tema escuro"
      title="Ativar tema escuro"
    >
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
    </button>
  );
}
