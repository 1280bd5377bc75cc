import { describe, expect, it, vi } from 'vitest';
import { compileTemplate } from '../../../../../src/core/template';
import { lastMade } from '../../../../../src/core/template/plugins/site/intlCache';
import { recentResults } from '../../../../../src/core/template/plugins/site/recentResults';

describe('recentResults', () => {
  it('answers a repeated input from memory and a new one through the format', () => {
    const format = vi.fn((n: number) => `#${n}`);
    const memo = recentResults(format);
    for (let round = 0; round < 3; round++) for (let n = 0; n < 200; n++) expect(memo(n)).toBe(`#${n}`);
    expect(format).toHaveBeenCalledTimes(200);
  });

  it('starts over when 512 results are held, so the newest inputs are remembered', () => {
    const format = vi.fn((n: number) => `#${n}`);
    const memo = recentResults(format);
    for (let n = 0; n < 513; n++) memo(n);
    format.mockClear();
    memo(512);
    expect(format).not.toHaveBeenCalled();
    memo(0);
    expect(format).toHaveBeenCalledTimes(1);
  });

  it('stops remembering for good once misses outrun hits by 2048, and still answers through the format', () => {
    const format = vi.fn((n: number) => `#${n}`);
    const memo = recentResults(format);
    for (let n = 0; n < 2048; n++) memo(n);
    format.mockClear();
    expect(memo(2047)).toBe('#2047');
    expect(format).toHaveBeenCalledTimes(1);
    for (let round = 0; round < 3; round++) expect(memo(1)).toBe('#1');
    expect(format).toHaveBeenCalledTimes(4);
  });

  it('banks hits, so a memo that mostly hits survives a run of new values', () => {
    const format = vi.fn((n: number) => `#${n}`);
    const memo = recentResults(format);
    for (let round = 0; round < 20; round++) for (let n = 0; n < 100; n++) memo(n);
    for (let n = 1000; n < 1000 + 2000; n++) memo(n);
    format.mockClear();
    memo(1000 + 1999);
    expect(format).not.toHaveBeenCalled();
  });

  it('does not remember a format that throws', () => {
    const memo = recentResults((n: number) => {
      if (n < 0) throw new RangeError('negative');
      return String(n);
    });
    expect(() => memo(-1)).toThrow(RangeError);
    expect(() => memo(-1)).toThrow(RangeError);
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

describe('one compiled template across zones, locales and currencies', () => {
  it('formats every render in its own zone, locale and currency, in any order', () => {
    const template = compileTemplate('{t|date %b %d %H:%M %Z}|{t|datetime medium}|{m|money}', { enableExpr: true, enableInclude: true });
    const t = Date.UTC(2021, 1, 17, 21, 26, 5);
    const usd = { decimalValue: '1234.5', currencyCode: 'USD' };
    const eur = { decimalValue: '1234.5', currencyCode: 'EUR' };
    const cases: [string, string, typeof usd, string][] = [
      ['America/New_York', 'en-US', usd, 'Feb 17 16:26 EST|Feb 17, 2021, 4:26:05\u202fPM|$1,234.50'],
      ['Asia/Tokyo', 'en-US', usd, 'Feb 18 06:26 JST|Feb 18, 2021, 6:26:05\u202fAM|$1,234.50'],
      ['Asia/Tokyo', 'de-DE', eur, 'Feb 18 06:26 JST|18.02.2021, 06:26:05|1.234,50\u00a0€'],
      ['America/New_York', 'de-DE', usd, 'Feb 17 16:26 EST|17.02.2021, 16:26:05|1.234,50\u00a0$'],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [timeZone, locale, m, expected] of cases) {
        expect(template.render({ t, m, website: { timeZone } }, { locale }).output, `${timeZone} ${locale}`).toBe(expected);
      }
    }
  });
});
