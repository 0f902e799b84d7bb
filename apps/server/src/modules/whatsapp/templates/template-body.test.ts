import { describe, expect, it } from 'vitest';
import { DEFAULT_AVISO_TEXTS } from '@secretaria/shared/aviso-templates';
import { templatesUi as ui } from '@secretaria/shared/messages';
import {
  avisoTextOf,
  rejectedReasonText,
  templateBodyOf,
  templateNameOf,
  templateParamsOf,
  templateStateOf,
  templateVersionOf,
} from './template-body';

describe('templateBodyOf', () => {
  it('turns the aviso variables into named parameters, each with a pt-BR example', () => {
    const t = templateBodyOf('Olá, {nome}! Seu {servico} é {data} às {hora}, {nome}.');
    expect(t.body).toBe('Olá, {{nome}}! Seu {{servico}} é {{data}} às {{hora}}, {{nome}}.');
    expect(t.params).toEqual(['nome', 'servico', 'data', 'hora']);
    expect(t.examples).toEqual({
      nome: 'Maria',
      servico: 'Corte de cabelo',
      data: 'amanhã (26/11)',
      hora: '14:00',
    });
    expect(t.problem).toBeNull();
  });

  it('reads the variables as the owner may write them, with accents', () => {
    expect(templateBodyOf('Oi {nome}, seu {serviço} no {endereço} ok').body).toBe(
      'Oi {{nome}}, seu {{servico}} no {{endereco}} ok',
    );
  });

  it('gives every default text a body Meta accepts, with parameter names Meta allows', () => {
    for (const text of Object.values(DEFAULT_AVISO_TEXTS)) {
      const t = templateBodyOf(text);
      expect(t.problem).toBeNull();
      expect(t.body).not.toMatch(/\{[a-z]+\}(?!\})/);
      for (const p of templateParamsOf(t.body)) expect(p).toMatch(/^[a-z_]{1,20}$/);
      expect(Object.keys(t.examples).sort()).toEqual(templateParamsOf(t.body).sort());
    }
  });

  it('ends a text that ends with a variable with a full stop, as Meta refuses a final parameter', () => {
    expect(templateBodyOf('Até logo, {nome}').body).toBe('Até logo, {{nome}}.');
  });

  it('says why a text that starts with a variable, has double braces or is too long cannot go', () => {
    expect(templateBodyOf('{nome}, seu horário é amanhã.').problem).toBe(ui.startsWithVariable);
    expect(templateBodyOf('Olá {{nome}}, tudo bem?').problem).toBe(ui.braces);
    expect(templateBodyOf(`Olá, ${'{endereco} '.repeat(100)}fim`).problem).toBe(ui.tooLong);
  });

  it('leaves an unknown word in braces as written, not as a parameter', () => {
    const t = templateBodyOf('Olá, {nome}! Código {abc}.');
    expect(t.body).toBe('Olá, {{nome}}! Código {abc}.');
    expect(t.params).toEqual(['nome']);
  });
});

describe('avisoTextOf', () => {
  it("uses the owner's text, or the default while it is empty", () => {
    expect(avisoTextOf({ reminder_text: 'Oi {nome}!' }, 'lembrete')).toBe('Oi {nome}!');
    expect(avisoTextOf({ cancel_notice_text: '  ' }, 'cancelamento')).toBe(
      DEFAULT_AVISO_TEXTS.cancel_notice_text,
    );
    expect(avisoTextOf({}, 'remarcacao')).toBe(DEFAULT_AVISO_TEXTS.reschedule_notice_text);
  });
});

describe('template names', () => {
  const id = '3F2A9C1B-77aa-4bbb-8ccc-000000000001';
  it('are stable per instance and purpose, in the characters Meta allows', () => {
    expect(templateNameOf(id, 'lembrete')).toBe('secretaria_lembrete_3f2a9c1b');
    expect(templateNameOf(id, 'confirmacao')).toBe('secretaria_confirmacao_3f2a9c1b');
    for (const p of ['lembrete', 'confirmacao', 'cancelamento', 'remarcacao'] as const)
      expect(templateNameOf(id, p, 7)).toMatch(/^[a-z0-9_]{1,512}$/);
  });

  it('carry a version after the first, read back from the name', () => {
    expect(templateNameOf(id, 'lembrete', 2)).toBe('secretaria_lembrete_3f2a9c1b_v2');
    expect(templateVersionOf('secretaria_lembrete_3f2a9c1b')).toBe(1);
    expect(templateVersionOf('secretaria_lembrete_3f2a9c1b_v12')).toBe(12);
  });
});

describe('Meta statuses', () => {
  it('map to what the panel shows', () => {
    expect(templateStateOf(null)).toBe('nao_enviado');
    expect(templateStateOf('PENDING')).toBe('em_analise');
    expect(templateStateOf('IN_APPEAL')).toBe('em_analise');
    expect(templateStateOf('APPROVED')).toBe('aprovado');
    expect(templateStateOf('REJECTED')).toBe('rejeitado');
    expect(templateStateOf('PAUSED')).toBe('pausado');
    expect(templateStateOf('DISABLED')).toBe('desativado');
    expect(templateStateOf('DELETED')).toBe('desativado');
  });

  it('explain a rejection in pt-BR, naming a reason it does not know', () => {
    expect(rejectedReasonText('INVALID_FORMAT')).toBe(ui.rejectedReasons.INVALID_FORMAT);
    expect(rejectedReasonText('NEW_REASON')).toBe(ui.rejectedOther('NEW_REASON'));
    expect(rejectedReasonText(null)).toBeNull();
  });
});
