import { describe, expect, it } from 'vitest';
import { compileTemplate } from '../../../../src/template';

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
