/** What exists of an instance's set-up, read from its lists. */
export type SetupFacts = {
  servicos: number;
  profissionais: number;
  /** Professionals with at least one linked service. */
  profissionaisComServico: number;
  /** Professionals with an availability window from today on. */
  profissionaisComDisponibilidade: number;
};

export const SETUP_STEPS = ['servicos', 'profissionais', 'vinculos', 'disponibilidade'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/**
 * The first step missing before the attendant can book (issue 25), or null when it can: a
 * service, a professional, a professional performing a service, and that professional's
 * availability. Computed from what exists, so it moves on (and the card goes) by itself.
 */
export function nextSetupStep(f: SetupFacts): SetupStep | null {
  if (f.servicos === 0) return 'servicos';
  if (f.profissionais === 0) return 'profissionais';
  if (f.profissionaisComServico === 0) return 'vinculos';
  if (f.profissionaisComDisponibilidade === 0) return 'disponibilidade';
  return null;
}
