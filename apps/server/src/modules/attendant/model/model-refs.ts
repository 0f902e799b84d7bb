import type { TurnContext } from '../engine/turn-context';

/**
 * Short references the model reads and writes instead of database ids: S1 for a service, P1 for
 * a professional, A1 for one of the contact's own appointments. A small local model copies 'S2'
 * reliably where it garbles a UUID, and an id the model invents maps to nothing.
 */
export type Refs = ReturnType<typeof createRefs>;

export function createRefs(ctx: TurnContext) {
  const servico = ctx.servicos.map((s, i) => [`S${i + 1}`, s.id] as const);
  const profissional = ctx.profissionais.map((p, i) => [`P${i + 1}`, p.id] as const);
  const refOf = (pairs: ReadonlyArray<readonly [string, string]>, id: string) =>
    pairs.find(([, v]) => v === id)?.[0] ?? '';
  const idOf = (pairs: ReadonlyArray<readonly [string, string]>, ref: unknown) =>
    typeof ref === 'string' ? pairs.find(([k]) => k === ref.trim().toUpperCase())?.[1] : undefined;
  return {
    servicoRef: (id: string) => refOf(servico, id),
    servicoId: (ref: unknown) => idOf(servico, ref),
    profissionalRef: (id: string) => refOf(profissional, id),
    profissionalId: (ref: unknown) => idOf(profissional, ref),
    /** The contact's own appointments are read fresh after every change: refs follow the list. */
    agendamentoRef: (id: string) => {
      const i = ctx.agendamentos.findIndex((a) => a.id === id);
      return i < 0 ? '' : `A${i + 1}`;
    },
    agendamentoId: (ref: unknown) => {
      if (typeof ref !== 'string') return undefined;
      const n = /^A(\d{1,3})$/i.exec(ref.trim())?.[1];
      return n ? ctx.agendamentos[Number(n) - 1]?.id : undefined;
    },
  };
}
