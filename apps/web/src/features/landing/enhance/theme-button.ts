import { THEME_STORAGE_KEY } from '@/components/theme/theme-storage';

/**
 * The theme button of the pre-rendered landing page (`data-theme-toggle`), without React: it
 * flips the `dark` class and saves the choice like ThemeProvider does, and tells a ThemeProvider
 * in this tab through the same storage event another tab's change would raise.
 */
export function enhanceThemeButton(button: HTMLButtonElement): () => void {
  const root = document.documentElement;
  const label = () => {
    const text = root.classList.contains('dark') ? 'Ativar tema claro' : 'Ativar tema escuro';
    button.setAttribute('aria-label', text);
    button.title = text;
  };
  const onClick = () => {
    const dark = !root.classList.contains('dark');
    root.classList.toggle('dark', dark);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light');
    } catch {
      // Storage unavailable: the choice lasts for this page.
    }
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    label();
  };
  label();
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
