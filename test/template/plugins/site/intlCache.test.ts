import { describe, expect, it, vi } from 'vitest';
import { cachedIntl, dateTimeFormat, lastMade, madeByKey, numberFormat, pluralRules } from '../../../../src/template/plugins/site/intlCache';

describe('intlCache', () => {
  it('returns one instance per kind, locale and options, and distinct instances when any of them differs', () => {
    const usd = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(1)).toBe('€1.00');
    expect(numberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(1)).toBe('1,00\u00a0$');
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD', currencyDisplay: 'code' }).format(1)).toBe('USD\u00a01.00');
    expect(numberFormat('en-US', {}).format(1234.5)).toBe('1,234.5');
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric' }).format(0)).toBe('1970');
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', year: '2-digit' }).format(0)).toBe('70');
    expect(pluralRules('en-US', {}).select(1)).toBe('one');
    expect(pluralRules('en-US', { type: 'ordinal' }).select(2)).toBe('two');
    expect(cachedIntl('x|a', () => 'a')).toBe('a');
    expect(cachedIntl('x|a', () => 'b')).toBe('a');
  });

  it('keeps answering correctly after more than 100 distinct values', () => {
    for (let digits = 0; digits < 250; digits++) {
      const format = numberFormat('en-US', { minimumFractionDigits: digits % 21, minimumIntegerDigits: 1 + (digits % 12) });
      expect(format.resolvedOptions().minimumFractionDigits).toBe(digits % 21);
    }
  });
});

describe('lastMade', () => {
  it('makes again only when the locale or the second key changes', () => {
    const make = vi.fn((locale: string, key: string) => `${locale}/${key}`);
    const made = lastMade(make);
    expect(made('en-US', 'UTC')).toBe('en-US/UTC');
    expect(made('en-US', 'UTC')).toBe('en-US/UTC');
    expect(made('fr-FR', 'UTC')).toBe('fr-FR/UTC');
    expect(made('fr-FR', 'Asia/Tokyo')).toBe('fr-FR/Asia/Tokyo');
    expect(made('en-US', 'UTC')).toBe('en-US/UTC');
    expect(make).toHaveBeenCalledTimes(4);
  });
});

describe('madeByKey', () => {
  it('makes once per key while keys alternate', () => {
    const make = vi.fn((zone: string) => `made for ${zone}`);
    const made = madeByKey(make);
    for (let round = 0; round < 3; round++) {
      for (const zone of ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo']) expect(made(zone)).toBe(`made for ${zone}`);
    }
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('starts over after 16 keys and still answers each key', () => {
    const make = vi.fn((zone: string) => `made for ${zone}`);
    const made = madeByKey(make);
    const zones = Array.from({ length: 17 }, (_, i) => `Etc/GMT+${i % 12}/${i}`);
    for (const zone of zones) expect(made(zone)).toBe(`made for ${zone}`);
    expect(made(zones[0] as string)).toBe(`made for ${zones[0]}`);
    expect(make).toHaveBeenCalledTimes(18);
  });
});
