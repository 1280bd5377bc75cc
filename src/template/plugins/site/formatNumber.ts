import { type DecimalFormat, exactNumberFormat } from './exactNumberFormat';
import { cachedIntl } from './intlCache';
import { localeRegion } from './localeRegion';
import { recentResults } from '../../recentResults';
import { intlDigitOptions, type NumberOptions } from './numberOptions';

const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Returns `text` trimmed when it is a decimal number literal (sign, digits, point, exponent), else undefined. */
export function parseDecimalText(text: string): string | undefined {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? trimmed : undefined;
}

/** A decimal literal times 10^`places`, as a literal with an exponent ("1.5" → "1.5e-2", "1e3" → "1e1"). */
export function shiftDecimalText(decimal: string, places: number): string {
  return `${decimal}e${places}`.replace(/e([-+]?\d+)e([-+]?\d+)$/, (_m, a: string, b: string) => `e${Number(a) + Number(b)}`);
}

/** Formats a decimal literal in `locale` with the `decimal` formatter's options (styles: decimal, short, long, scientific, percent, permille and their -scaled forms). */
export function formatDecimalNumber(locale: string, decimal: string, options: NumberOptions = {}): string {
  return cachedIntl('#', (): DecimalFormat => {
    const style = options.style ?? '';
    const extra: Intl.NumberFormatOptions = style === 'short' || style === 'long' ? { notation: 'compact', compactDisplay: style }
      : style === 'scientific' ? { notation: 'scientific' } : style.startsWith('percent') ? { style: 'percent' } : {};
    const format = exactNumberFormat(new Intl.NumberFormat(locale, { ...intlDigitOptions(options), ...extra }));
    const places = style === 'percent-scaled' ? -2 : style === 'permille' ? 3 : 0;
    const suffix = style.startsWith('permille') ? '‰' : '';
    return (value) => `${format(places ? shiftDecimalText(value, places) : value)}${suffix}`;
  }, options, locale)(decimal);
}

function currencyFormat(locale: string, currency: string, options: NumberOptions): DecimalFormat {
  const style = options.currencyStyle;
  const base: Intl.NumberFormatOptions = {
    ...intlDigitOptions(options), style: 'currency', currency, currencySign: style === 'accounting' ? style : 'standard', notation: style === 'short' ? 'compact' : 'standard',
    currencyDisplay: style === 'code' || style === 'name' ? style : options.symbolWidth === 'narrow' ? 'narrowSymbol' : 'symbol',
  };
  try {
    const format = exactNumberFormat(new Intl.NumberFormat(locale, base));
    if (style !== 'code') return format;
    return (decimal) => {
      const text = format(decimal);
      const moved = text.replace(/^(\P{Nd}*?)[A-Z]{3}\s?/u, '$1');
      return moved === text ? text : `${moved}${/^(ja|zh|ko)\b/.test(locale) ? '' : ' '}${currency}`;
    };
  } catch {
    return () => '';
  }
}

/** The cached formatter of decimal amounts of `currency` in `locale` with the `money` formatter's options (styles: symbol, accounting, code, name, short); '' for an unknown currency code. */
export const currencyRenderer = (locale: string, currency: string, options: NumberOptions = {}): DecimalFormat =>
  cachedIntl('$', () => recentResults(currencyFormat(locale, currency, options)), options, locale, currency);

/** Formats a decimal amount of `currency` in `locale` (see {@link currencyRenderer}). */
export function formatCurrencyAmount(locale: string, decimal: string, currency: string, options: NumberOptions = {}): string {
  return currencyRenderer(locale, currency, options)(decimal);
}

/** Formats a number with 2 to 3 fraction digits, or 0 to 3 when `trim` is set (the `percentage-format` formatter). */
export function formatPercentageNumber(locale: string, decimal: string, trim: boolean): string {
  return formatDecimalNumber(locale, decimal, { minimumFractionDigits: trim ? 0 : 2, maximumFractionDigits: 3 });
}

const REGION_CURRENCIES =
  'USD US PR EC SV,AUD AU,NOK NO,CAD CA,NZD NZ,DKK DK,GBP GB,HKD HK,CHF CH LI,MXN MX,SGD SG,SEK SE,CZK CZ,ILS IL,PHP PH,RUB RU,PLN PL,' +
  'THB TH,MYR MY,ARS AR,BRL BR,COP CO,IDR ID,INR IN,JPY JP,ZAR ZA,CNY CN,KRW KR,TWD TW,EUR DE FR ES IT NL BE AT IE PT FI GR LU SK SI EE LV LT MT CY HR';
let regionCurrency: Map<string, string> | undefined;

/** The currency used in the region of `locale` (likely region when none is given); USD when unknown. */
export function currencyForLocale(locale: string): string {
  const region = localeRegion(locale);
  if (!regionCurrency) {
    regionCurrency = new Map();
    for (const [currency, ...regions] of REGION_CURRENCIES.split(',').map((group) => group.split(' '))) {
      for (const code of regions) regionCurrency.set(code, currency as string);
    }
  }
  return (region && regionCurrency.get(region)) || 'USD';
}
