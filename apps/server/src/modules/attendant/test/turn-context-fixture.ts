import type { TurnContext } from '@/modules/attendant/engine/turn-context';

/** Tuesday 9 March 2027, 10:00 in São Paulo. */
export const FIXTURE_NOW = new Date('2027-03-09T10:00:00-03:00');

/** A turn's context built by hand, for the engine's pure pieces: empty unless told. */
export function turnContext(
  rules: Partial<TurnContext['rules']> = {},
  rest: Partial<Omit<TurnContext, 'rules'>> = {},
): TurnContext {
  return {
    userId: 'u1',
    instanceId: 'i1',
    contato: { id: 'c1', nome: 'Carla', telefone: '+5511980000001' },
    now: FIXTURE_NOW,
    today: '2027-03-09',
    time: '10:00',
    timeZone: 'America/Sao_Paulo',
    business: { name: null, assistant: 'Ana', knowledgeBase: null, greeting: null },
    rules: {
      noticeMinutes: 0,
      horizonDays: 60,
      stepMinutes: 15,
      allow: { book: true, reschedule: true, cancel: true },
      cancelNoticeHours: 0,
      ...rules,
    },
    servicos: [],
    profissionais: [],
    links: [],
    localizacoes: [],
    agendamentos: [],
    cancelados: [],
    ...rest,
  };
}
