import { describe, expect, it } from 'vitest';
import { localToInstant } from '@secretaria/shared/zoned-time';
import type { AvisoBatchSubject } from './avisos.repo';
import { planAviso, planAvisoDono } from './plan-aviso';

const TZ = 'America/Sao_Paulo';
const at = (dia: string, hora: string) => localToInstant(dia, hora, TZ);

const subject = (over: Partial<AvisoBatchSubject> = {}): AvisoBatchSubject =>
  ({
    id: 'ag-1',
    user_id: 'u-1',
    whatsapp_instance_id: 'i-1',
    contato_id: 'c-1',
    status: 'agendado',
    data_agendamento: '2026-12-10',
    hora_inicio: '14:00:00',
    nome_atendido: null,
    starts_at: at('2026-12-10', '14:00'),
    timezone: TZ,
    reminders_enabled: true,
    attendant_enabled: true,
    allow_reschedule: true,
    allow_cancel: true,
    proactive_window_start: '08:00',
    proactive_window_end: '20:00',
    reminder_text: null,
    booking_confirmation_text: null,
    cancel_notice_text: null,
    reschedule_notice_text: null,
    contato_nome: 'Ana Souza',
    contato_telefone: '+5511987654321',
    contato_teste: false,
    opted_out_at: null,
    servico_nome: 'Corte',
    profissional_nome: 'Bia',
    local_nome: null,
    local_logradouro: null,
    local_numero: null,
    local_bairro: null,
    local_cidade: null,
    local_estado: null,
    local_cep: null,
    chat_remote_jid: null,
    ...over,
  }) as AvisoBatchSubject;

const reminder = { kind: 'lembrete' as const, texto: null };
const noon = at('2026-12-09', '14:00');

describe('planAviso', () => {
  it("writes a reminder to the contact's number, or to the chat they wrote in", () => {
    const plan = planAviso(reminder, subject(), noon);
    expect(plan).toMatchObject({
      do: 'write',
      chatKey: '5511987654321@s.whatsapp.net',
      contatoId: 'c-1',
      autor: 'lembrete',
    });
    expect(plan.do === 'write' && plan.texto).toContain('Ana');
    expect(
      planAviso(reminder, subject({ chat_remote_jid: '551187654321@s.whatsapp.net' }), noon),
    ).toMatchObject({ do: 'write', chatKey: '551187654321@s.whatsapp.net' });
  });

  it("offers a reminder's answers as choices, only those the owner allows by chat", () => {
    const ids = (over: Partial<AvisoBatchSubject>) => {
      const plan = planAviso(reminder, subject(over), noon);
      return plan.do === 'write' ? plan.choices?.map((c) => c.id) : undefined;
    };
    expect(ids({})).toEqual(['lembrete:confirmar', 'lembrete:remarcar', 'lembrete:cancelar']);
    expect(ids({ allow_cancel: false })).toEqual(['lembrete:confirmar', 'lembrete:remarcar']);
    expect(ids({ allow_reschedule: false })).toEqual(['lembrete:confirmar', 'lembrete:cancelar']);
    // With the attendant off nobody would read a tap: the text alone.
    expect(ids({ attendant_enabled: false })).toBeUndefined();
    const notice = planAviso({ kind: 'confirmacao', texto: null }, subject(), noon);
    expect(notice.do === 'write' && notice.choices).toBeFalsy();
  });

  it('writes the notices as the system', () => {
    expect(planAviso({ kind: 'confirmacao', texto: null }, subject(), noon)).toMatchObject({
      do: 'write',
      autor: 'sistema',
    });
  });

  it('drops a job whose appointment is gone, closed or started, or whose contact said no', () => {
    const reason = (s: AvisoBatchSubject | undefined, now = noon) => {
      const plan = planAviso(reminder, s, now);
      return plan.do === 'ignore' ? plan.reason : plan.do;
    };
    expect(reason(undefined)).toBe('agendamento removido');
    expect(reason(subject({ contato_teste: true }))).toBe('contato de teste');
    expect(reason(subject({ opted_out_at: new Date() }))).toBe('contato pediu para não receber');
    expect(reason(subject({ status: 'cancelado' }))).toBe('status cancelado');
    expect(reason(subject(), at('2026-12-10', '14:00'))).toBe('o horário já começou');
    expect(reason(subject({ reminders_enabled: false }))).toBe('lembretes desligados');
    expect(reason(subject({ contato_telefone: '123' }))).toBe('telefone inválido');
  });

  it("still tells a cancelled appointment's customer", () => {
    expect(
      planAviso({ kind: 'cancelamento', texto: null }, subject({ status: 'cancelado' }), noon),
    ).toMatchObject({ do: 'write' });
  });

  it('moves a late reminder to the window’s opening, or drops it when that is after the start', () => {
    const night = at('2026-12-09', '23:00');
    expect(planAviso(reminder, subject(), night)).toEqual({
      do: 'postpone',
      until: at('2026-12-10', '08:00'),
    });
    const early = subject({ starts_at: at('2026-12-10', '07:30'), hora_inicio: '07:30:00' });
    expect(planAviso(reminder, early, night)).toEqual({
      do: 'ignore',
      reason: 'fora da janela de envio',
    });
  });
});

describe('planOwnerNotice', () => {
  it("writes to the owner's own number in a chat without contact, or drops it without one", () => {
    const job = { kind: 'aviso_dono' as const, texto: 'Novo agendamento' };
    expect(planAvisoDono(job, '+55 11 91234-5678')).toEqual({
      do: 'write',
      chatKey: '5511912345678@s.whatsapp.net',
      contatoId: null,
      texto: 'Novo agendamento',
      autor: 'sistema',
    });
    expect(planAvisoDono(job, null)).toEqual({ do: 'ignore', reason: 'sem telefone do dono' });
  });
});
