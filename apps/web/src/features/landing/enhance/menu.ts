/**
 * The landing's sections menu on narrow screens: `data-menu-button` (aria-controls names the
 * panel) opens and closes it; a choice or Escape closes it, Escape returning focus to the button.
 */
export function enhanceMenu(button: HTMLButtonElement): () => void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return () => undefined;

  function setOpen(open: boolean) {
    panel!.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
    if (label) button.setAttribute('aria-label', label);
  }
  const onButton = () => setOpen(panel.hidden !== false);
  const onPanel = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || panel.hidden !== false) return;
    setOpen(false);
    button.focus();
  };
  button.addEventListener('click', onButton);
  panel.addEventListener('click', onPanel);
  document.addEventListener('keydown', onKey);
  return () => {
    button.removeEventListener('click', onButton);
    panel.removeEventListener('click', onPanel);
    document.removeEventListener('keydown', onKey);
  };
}
