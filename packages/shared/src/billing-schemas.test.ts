import { describe, expect, it } from 'vitest';
import { PendingInstanceSchema, paymentStatusLabel } from './billing-schemas';
import { msg } from './messages';

describe('payment status labels (spec §4)', () => {
  it.each([
    ['paid', 'Pago', 'green'],
    ['pending', 'Pendente', 'yellow'],
    ['failed', 'Falhou', 'red'],
    ['uncollectible', 'Não cobrável', 'red'],
    ['refunded', 'Reembolsado', 'blue'],
    ['disputed', 'Disputado', 'purple'],
  ])('labels %s as %s in %s', (status, label, tone) => {
    expect(paymentStatusLabel(status)).toEqual({ label, tone });
  });

  it('shows any other value raw, in grey', () => {
    expect(paymentStatusLabel('void')).toEqual({ label: 'void', tone: 'grey' });
  });
});

describe('the add-instance draft (spec §5 "Instance form, creation")', () => {
  const valid = {
    name: 'Clínica Sorriso',
    phoneNumber: '11987654321',
    countryId: 1,
    assistantName: 'Ana',
    timezone: 'America/Sao_Paulo',
    timezone_offset: -3,
  };
  const messageOf = (patch: Record<string, unknown>) =>
    PendingInstanceSchema.safeParse({ ...valid, ...patch }).error?.issues[0]?.message;

  it('accepts a complete draft', () => {
    expect(PendingInstanceSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ name: 'AB' }, msg.instanceCreateNameMin],
    [{ name: 'x'.repeat(51) }, msg.instanceCreateNameMax],
    [{ phoneNumber: '' }, msg.phoneNumberRequired],
    [{ phoneNumber: '1'.repeat(21) }, msg.phoneNumberMax],
    [{ phoneNumber: '11 9876' }, msg.digitsOnly],
    [{ countryId: undefined }, msg.countryRequired],
    [{ assistantName: '' }, msg.assistantNameRequired],
  ])('refuses %o with the spec message', (patch, message) => {
    expect(messageOf(patch)).toBe(message);
  });
});
