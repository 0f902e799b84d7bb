import { foldAccents } from '@secretaria/shared/nlu/normalize';
import type { Effect } from './tools';

type Kind = Effect['kind'];

/** How a reply claims a change: a check mark with the word, or 'foi/está/ficou <word>'. */
const CLAIMS: Record<Kind, RegExp> = {
  agendado: /(✅[^\n]*\b(agendad|marcad)|\b(foi|esta|ficou|ja esta) (agendad|marcad))/,
  remarcado: /(✅[^\n]*\bremarcad|\b(foi|esta|ficou) remarcad)/,
  cancelado: /(✅[^\n]*\bcancelad|\b(foi|esta|ficou) cancelad)/,
  confirmado: /(✅[^\n]*\bconfirmad|\b(foi|esta|ficou) confirmad)/,
};

export const GUARD_FALLBACK =
  'Não consegui concluir essa alteração agora. Vou pedir para alguém da equipe verificar e te responder por aqui.';

/** The kinds of change a reply text claims. */
export function claimsIn(text: string): Kind[] {
  const folded = foldAccents(text.toLowerCase());
  return (Object.keys(CLAIMS) as Kind[]).filter((kind) => CLAIMS[kind].test(folded));
}

export type VerifiedRow = { status: string; data_agendamento: string; hora_inicio: string };

/** Whether the row as the database holds it now shows the change the effect says was made. */
export function rowShows(effect: Effect, row: VerifiedRow | undefined): boolean {
  if (!row) return false;
  const sameTime =
    row.data_agendamento === effect.dia &&
    row.hora_inicio.slice(0, 5) === effect.hora_inicio.slice(0, 5);
  switch (effect.kind) {
    case 'agendado':
    case 'remarcado':
      return sameTime && (row.status === 'agendado' || row.status === 'confirmado');
    case 'cancelado':
      return row.status === 'cancelado';
    case 'confirmado':
      return row.status === 'confirmado';
  }
}

/**
 * The last word before anything is sent: a reply that claims a booking, a move, a cancellation
 * or a confirmation goes out only if this turn made that change and the database shows it;
 * otherwise the reply is replaced and the chat handed to a person.
 */
export async function guardReplies(
  replies: string[],
  effects: Effect[],
  verify: (effect: Effect) => Promise<VerifiedRow | undefined>,
): Promise<{ replies: string[]; replaced: boolean }> {
  const proven = new Set<Kind>();
  for (const effect of effects) {
    if (rowShows(effect, await verify(effect))) proven.add(effect.kind);
  }
  let replaced = false;
  const out = replies.map((text) => {
    const unproven = claimsIn(text).filter((kind) => !proven.has(kind));
    if (!unproven.length) return text;
    replaced = true;
    return GUARD_FALLBACK;
  });
  return { replies: [...new Set(out)], replaced };
}
