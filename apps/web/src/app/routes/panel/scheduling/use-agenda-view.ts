import { useSearchParams } from 'react-router';

export type AgendaView = 'profissional' | 'equipe';

/** ?visao= keeps the view in links and reloads; the browser remembers the last one chosen. */
export const VIEW_PARAM = 'visao';
const STORAGE_KEY = 'secretaria.agenda.visao';

function stored(): AgendaView | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'equipe' || value === 'profissional' ? value : null;
  } catch {
    return null;
  }
}

/** The Agenda's view: the URL's, else the one this browser chose last, else one professional. */
export function useAgendaView(): [AgendaView, (view: AgendaView, profissionalId?: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(VIEW_PARAM);
  const view: AgendaView =
    param === 'equipe' || param === 'profissional' ? param : (stored() ?? 'profissional');

  function choose(next: AgendaView, profissionalId?: string) {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the URL still carries the view.
    }
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      updated.set(VIEW_PARAM, next);
      if (profissionalId) updated.set('profissional', profissionalId);
      return updated;
    });
  }
  return [view, choose];
}
