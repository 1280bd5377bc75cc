// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { cldrSpacedValues, dateFormatRenderer, isEnglish } from '../../../../src/template/plugins/site/dateFormatRenderer';
import { skeletonToIntl } from '../../../../src/template/plugins/site/formatDateTime';

const LOCALES = [
  'en-US', 'en-GB', 'en-AU', 'en-IN', 'en-CA', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'pt-BR', 'nl-NL', 'sv-SE', 'fi-FI',
  'pl-PL', 'cs-CZ', 'ru-RU', 'sr-RS', 'tr-TR', 'el-GR', 'ca-ES', 'hu-HU', 'ja-JP', 'ko-KR', 'zh-CN',
  'zh-TW', 'zh-HK', 'ar-EG', 'ar-SA', 'he-IL', 'fa-IR', 'hi-IN', 'th-TH', 'vi-VN', 'id-ID',
];
const ZONES = [
  'America/New_York', 'America/Los_Angeles', 'America/St_Johns', 'Europe/London', 'Europe/Dublin', 'Europe/Moscow', 'Asia/Kolkata',
  'Australia/Lord_Howe', 'Pacific/Chatham', 'Africa/Monrovia', 'Asia/Tokyo', 'UTC',
];
const STYLES: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'long' }, { dateStyle: 'short' }, { dateStyle: 'medium', timeStyle: 'medium' }, { dateStyle: 'full', timeStyle: 'short' },
  { timeStyle: 'short' }, { dateStyle: 'short', timeStyle: 'long' }, { calendar: 'buddhist', dateStyle: 'medium' },
  ...['yMMMd', 'yMMMEEEd', 'yMMMMdEEEE', 'yMd', 'hm', 'Hms', 'jm', 'jms', 'MMMMd', 'EEEE', 'Bh', 'yMMMdjmsz', 'GyMMMd', 'MMM', 'yy', 'Kh'].map(skeletonToIntl),
];
const YEAR_MS = 31_556_952_000;
/** Instants whose zone names or offsets no sample year (1970-2099) has: Japan's daylight time, US war time, local mean times. */
const HISTORIC = [Date.UTC(1949, 6, 1, 3), Date.UTC(1942, 5, 1, 15), Date.UTC(1883, 10, 18, 12), Date.UTC(1800, 0, 1), Date.UTC(1920, 6, 1, 23, 59, 59)];

/** What the platform gives (with CLDR spacing in English), the answer every renderer must equal. */
function expected(locale: string, options: Intl.DateTimeFormatOptions, ms: number): string {
  const format = new Intl.DateTimeFormat(locale, options);
  return isEnglish(locale) && options.dayPeriod === undefined ? cldrSpacedValues(format.formatToParts(ms)).join('') : format.format(ms);
}

describe('dateFormatRenderer', () => {
  it('equals the platform formatter for every locale, zone and style, at random instants (mostly 1960-2110), historic zone rules and around transitions', () => {
    let seed = 12_345;
    const next = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (const locale of LOCALES) {
      for (const zone of ZONES) {
        for (const style of STYLES) {
          const options: Intl.DateTimeFormatOptions = { timeZone: zone, calendar: 'gregory', ...style };
          const render = dateFormatRenderer(locale, options);
          for (let i = 0; i < 16; i++) render(i * 1_000_003_000);
          const reference = new Intl.DateTimeFormat(locale, options);
          const check = (ms: number): void => {
            const want = isEnglish(locale) && options.dayPeriod === undefined
              ? cldrSpacedValues(reference.formatToParts(ms)).join('')
              : reference.format(ms);
            if (render(ms) !== want) expect(render(ms), `${locale} ${zone} ${JSON.stringify(style)} ${ms}`).toBe(want);
          };
          for (let i = 0; i < 8; i++) check(Math.round(Date.UTC(i ? 1960 : 1740, 0, 1) + next() * (i ? 150 : 470) * YEAR_MS));
          for (const historic of HISTORIC) check(historic);
          const spring = Date.UTC(2000 + Math.floor(next() * 40), 2, 26, 0, 59, 59);
          for (let h = 0; h < 3; h++) check(spring + h * 3_600_000);
        }
      }
    }
  }, 120_000);

  it('fills common Latin-digit Gregorian formats from the zoned fields without calling the platform once warmed up', () => {
    for (const [locale, style] of [['en-US', { dateStyle: 'medium', timeStyle: 'medium' }], ['de-DE', { dateStyle: 'long' }], ['ja-JP', skeletonToIntl('yMMMEEEd')]] as const) {
      const options: Intl.DateTimeFormatOptions = { timeZone: 'America/New_York', calendar: 'gregory', ...style };
      const render = dateFormatRenderer(locale, options);
      for (let i = 0; i < 16; i++) render(1_600_000_000_000);
      const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
      const format = vi.spyOn(Intl.DateTimeFormat.prototype, 'format' as never, 'get');
      const text = render(1_600_000_001_000);
      expect(parts).not.toHaveBeenCalled();
      expect(format).not.toHaveBeenCalled();
      vi.restoreAllMocks();
      expect(text).toBe(expected(locale, options, 1_600_000_001_000));
    }
  });

  it('falls back to the platform for fractional, huge, invalid and pre-1900 instants', () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: 'America/New_York', calendar: 'gregory', dateStyle: 'medium', timeStyle: 'medium' };
    const render = dateFormatRenderer('en-US', options);
    for (let i = 0; i < 16; i++) render(i);
    for (const ms of [-0.5, 1.5, 1e15, -1e15, Date.UTC(1883, 10, 18, 16, 59), Date.UTC(1, 0, 1), 8.64e15]) {
      expect(render(ms)).toBe(expected('en-US', options, ms));
    }
    expect(() => render(Number.NaN)).toThrow(RangeError);
    expect(() => render(8.64e15 + 1)).toThrow(RangeError);
  });
});
