import type { Effect } from '../engine/tools';

/**
 * The customer is told exactly what changed, in the deterministic engine's words, when the model
 * made a change but its reply cannot be used (a guard, a time-out, an error after the tool ran):
 * a booking that exists is never left unsaid, and nothing else is claimed.
 */
export function effectReplies(effects: Effect[], describeEffect: (e: Effect) => string): string[] {
  return effects.map((effect) => {
    const what = describeEffect(effect) || `${effect.dia} às ${effect.hora_inicio.slice(0, 5)}`;
    switch (effect.kind) {
      case 'agendado':
        return `✅ Agendado! ${what}.`;
      case 'remarcado':
        return `✅ Remarcado! Seu horário agora é: ${what}.`;
      case 'cancelado':
        return `✅ Cancelado: ${what}.`;
      case 'confirmado':
        return `✅ Presença confirmada: ${what}. Até lá!`;
    }
  });
}
