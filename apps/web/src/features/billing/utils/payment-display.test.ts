import { describe, expect, it } from 'vitest';
import { formatDate, paymentStatusBadge } from './payment-display';

describe('paymentStatusBadge', () => {
  it.each([
    ['paid', 'Pago', 'green'],
    ['pending', 'Pendente', 'yellow'],
    ['failed', 'Falhou', 'red'],
    ['uncollectible', 'Não cobrável', 'red'],
    ['refunded', 'Reembolsado', 'blue'],
    ['disputed', 'Disputado', 'purple'],
  ])('shows %s as %s in %s', (status, label, tone) => {
    const badge = paymentStatusBadge(status);
    expect(badge).toMatchObject({ label, tone });
    expect(badge.className).toMatch(/dark:/);
  });

  it('shows any other status raw, in grey', () => {
    expect(paymentStatusBadge('void')).toMatchObject({ label: 'void', tone: 'grey' });
    expect(paymentStatusBadge('void').className).toContain('bg-muted');
  });

  it('gives red statuses the same colour and other tones different ones', () => {
    expect(paymentStatusBadge('failed').className).toBe(
      paymentStatusBadge('uncollectible').className,
    );
    expect(paymentStatusBadge('paid').className).not.toBe(paymentStatusBadge('pending').className);
  });
});

describe('formatDate', () => {
  it('writes dd/MM/yyyy', () => {
    expect(formatDate('2026-12-22T15:00:00.000Z')).toBe('22/12/2026');
  });

  it('says when a date is missing or unreadable', () => {
    expect(formatDate(null)).toBe('Não disponível');
    expect(formatDate('amanhã')).toBe('Data/hora inválida');
  });
});
