import { describe, expect, it } from 'vitest';
import type { Notificacao } from '@secretaria/shared/notificacoes-schemas';
import { arrivedNotificacoes, MAX_TOASTS } from './new-notificacoes';
import { notificacaoHref } from './notificacao-link';
import { relativeTime } from './relative-time';

const notice = (id: string, minute: number, extra: Partial<Notificacao> = {}): Notificacao => ({
  id,
  whatsapp_instance_id: 'inst',
  kind: 'pedido_humano',
  texto: `aviso ${id}`,
  conversa_id: null,
  agendamento: null,
  read_at: null,
  created_at: new Date(Date.UTC(2026, 2, 10, 12, minute)).toISOString(),
  ...extra,
});

describe('notificacaoHref', () => {
  const agendamento = { id: 'a1', data_agendamento: '2026-03-12', profissional_id: 'p1' };

  it('opens a booking change on the Agenda at its day and professional', () => {
    expect(
      notificacaoHref(notice('n', 0, { kind: 'remarcado', agendamento, conversa_id: 'c1' })),
    ).toBe('/painel/agenda?instancia=inst&profissional=p1&dia=2026-03-12');
  });

  it('opens the chat for a customer asking for a person, even with an appointment', () => {
    expect(notificacaoHref(notice('n', 0, { conversa_id: 'c1', agendamento }))).toBe(
      '/painel/conversas?instancia=inst&conversa=c1',
    );
  });

  it("falls back to the chat, then the instance's Conversas, when the appointment is gone", () => {
    expect(notificacaoHref(notice('n', 0, { kind: 'cancelado', conversa_id: 'c1' }))).toBe(
      '/painel/conversas?instancia=inst&conversa=c1',
    );
    expect(notificacaoHref(notice('n', 0, { kind: 'envio_falhou' }))).toBe(
      '/painel/conversas?instancia=inst',
    );
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says agora, minutes, hours, ontem and days in pt-BR, then the day', () => {
    expect(relativeTime(ago(30_000), now)).toBe('agora');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('há 5 minutos');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('há 1 hora');
    expect(relativeTime(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('há 3 horas');
    expect(relativeTime(ago(25 * 3_600_000), now)).toBe('ontem');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('há 3 dias');
    expect(relativeTime('2026-02-01T15:00:00Z', now)).toBe('01/02');
  });
});

describe('arrivedNotices', () => {
  it('toasts nothing on the first load, then only the new unread notices', () => {
    const first = arrivedNotificacoes(null, [notice('b', 2), notice('a', 1)]);
    expect(first.arrived).toEqual([]);
    const next = arrivedNotificacoes(first.baseline, [
      notice('d', 4),
      notice('c', 3, { read_at: '2026-03-10T12:03:30Z' }),
      notice('b', 2),
      notice('a', 1),
    ]);
    expect(next.arrived.map((n) => n.id)).toEqual(['d']);
    expect(arrivedNotificacoes(next.baseline, [notice('d', 4)]).arrived).toEqual([]);
  });

  it("counts a notice as new when the list was empty, but never an older page's", () => {
    const empty = arrivedNotificacoes(null, []);
    expect(arrivedNotificacoes(empty.baseline, [notice('a', 1)]).arrived.map((n) => n.id)).toEqual([
      'a',
    ]);
    const seen = arrivedNotificacoes(null, [notice('z', 50)]);
    expect(arrivedNotificacoes(seen.baseline, [notice('z', 50), notice('old', 3)]).arrived).toEqual(
      [],
    );
  });

  it('toasts at most the newest few of a burst, oldest first', () => {
    const { baseline } = arrivedNotificacoes(null, []);
    const burst = Array.from({ length: MAX_TOASTS + 2 }, (_, i) => notice(`n${i}`, 10 - i));
    expect(arrivedNotificacoes(baseline, burst).arrived.map((n) => n.id)).toEqual([
      'n2',
      'n1',
      'n0',
    ]);
  });
});
