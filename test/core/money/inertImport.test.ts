import { afterEach, describe, expect, it, vi } from 'vitest';

const writableIntl = Intl as { NumberFormat: typeof Intl.NumberFormat; ListFormat: typeof Intl.ListFormat };
const originalNumberFormat = Intl.NumberFormat;
const originalListFormat = Intl.ListFormat;

function countConstructions<T extends abstract new (...args: never[]) => object>(target: T): { proxy: T; count: () => number } {
  let count = 0;
  const proxy = new Proxy(target, {
    construct(constructor, args, newTarget) {
      count += 1;
      return Reflect.construct(constructor, args, newTarget) as object;
    },
  });
  return { proxy, count: () => count };
}

describe('core modules are inert at import time', () => {
  afterEach(() => {
    writableIntl.NumberFormat = originalNumberFormat;
    writableIntl.ListFormat = originalListFormat;
  });

  it('creates no Intl formatter until money is formatted, then reuses it', async () => {
    vi.resetModules();
    const numberFormat = countConstructions(originalNumberFormat);
    const listFormat = countConstructions(originalListFormat);
    writableIntl.NumberFormat = numberFormat.proxy;
    writableIntl.ListFormat = listFormat.proxy;
    const money = await import('../../../src/core/money');
    await import('../../../src/core/product');
    await import('../../../src/core/schemas');
    await import('../../../src/core/site');
    expect(numberFormat.count()).toBe(0);
    expect(listFormat.count()).toBe(0);
    expect(money.formatMoney(money.Money.of('1'))).toBe('$1.00');
    expect(money.formatMoney(money.Money.of('2'))).toBe('$2.00');
    expect(numberFormat.count()).toBe(1);
  });
});
