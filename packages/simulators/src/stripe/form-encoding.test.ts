import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form-encoding';

describe('parseStripeForm', () => {
  it('nests bracket keys and turns indexed keys into ordered arrays', () => {
    const parsed = parseStripeForm(
      'mode=subscription&line_items[1][price]=p2&line_items[0][price]=p1&line_items[0][quantity]=1' +
        '&metadata[instance_name]=cliente%20123&discounts[0][promotion_code]=promo_1',
    );
    expect(parsed).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'p1', quantity: '1' }, { price: 'p2' }],
      metadata: { instance_name: 'cliente 123' },
      discounts: [{ promotion_code: 'promo_1' }],
    });
  });

  it('appends empty-bracket values in order and decodes escaped brackets', () => {
    expect(parseStripeForm('expand[]=subscription&expand[]=customer')).toEqual({
      expand: ['subscription', 'customer'],
    });
    expect(parseStripeForm('expand%5B0%5D=subscription')).toEqual({ expand: ['subscription'] });
  });

  it('drops prototype-polluting and malformed keys', () => {
    const parsed = parseStripeForm('__proto__[x]=1&a[__proto__]=2&c[d=4&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });
});
