import { describe, expect, it } from 'vitest';
import { MoneyValue } from '../../../../src/core/money/MoneyValue';
import { TemplatePrice } from '../../../../src/template/plugins/site/TemplatePrice';

const AMOUNTS = ['0', '12.5', ' 12.50 ', '+3', '-0', '-7.005', '.5', '19.999', '1e3', 'abc', '', '999999999999999', '1000000000000000', '0.0000001'];

/** What MoneyValue makes of an input: its decimal text, or that it refuses it. */
const moneyText = (make: () => { toDecimalString(): string }): string => {
  try {
    return make().toDecimalString();
  } catch {
    return 'refused';
  }
};

describe('TemplatePrice', () => {
  it('reads and shows amounts as MoneyValue does, refusing what it refuses', () => {
    for (const currency of ['USD', 'JPY', 'EUR'] as const) {
      for (const amount of AMOUNTS) {
        expect(moneyText(() => TemplatePrice.of(amount, currency)), `${amount} ${currency}`).toBe(moneyText(() => MoneyValue.of(amount, currency)));
      }
    }
    expect(TemplatePrice.zero('JPY').toDecimalString()).toBe('0');
  });

  it('compares within one currency and refuses to compare across currencies', () => {
    const low = TemplatePrice.of('9.99', 'USD');
    const high = TemplatePrice.of('10', 'USD');
    expect([low.compare(high), high.compare(low), low.compare(TemplatePrice.of('9.990', 'USD'))]).toEqual([-1, 1, 0]);
    expect(low.equals(TemplatePrice.of('9.990', 'USD'))).toBe(true);
    expect(low.equals(TemplatePrice.of('9.99', 'EUR'))).toBe(false);
    expect(() => low.compare(TemplatePrice.of('9.99', 'EUR'))).toThrow();
  });
});
