import { currencySymbol } from '../../../money/currencySymbol';
import { currencyCode, currencyFractionDigits } from '../../../money/currencies';
import { formatDecimalString } from '../../../money/numberFormat';

const LEGACY_SYMBOLS: Readonly<Record<string, string>> = { CAD: 'C$' };

/** The legacy store symbol of a currency: native symbols (kr, ¥, R$…), en-US symbols otherwise, C$ for CAD. */
export function legacyCurrencySymbol(code: string): string {
  return LEGACY_SYMBOLS[code] ?? currencySymbol(code, 'native');
}

function currencyFirst(locale: string): boolean {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).formatToParts(1);
  return parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
}

/**
 * The legacy `i18n-money-format`: the locale's digit separators (group space as U+00A0), the legacy symbol before the
 * amount in prefix locales (alphabetic symbols spaced, minus after them) or after it in suffix locales (spaced when longer
 * than one character); the currency's fraction digits. Throws UnknownCurrencyError for unsupported currencies.
 */
export function formatLegacyMoney(locale: string, decimal: string, code: string): string {
  const currency = currencyCode(code);
  const fractionDigits = currencyFractionDigits(currency);
  const negative = decimal.trim().startsWith('-');
  const magnitude = decimal.trim().replace(/^[-+]/, '');
  const amount = formatDecimalString(magnitude, locale, {
    minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, roundingMode: 'halfExpand',
  }).replace(/\u202f/g, '\u00a0');
  const symbol = legacyCurrencySymbol(currency);
  const sign = negative ? '-' : '';
  if (!currencyFirst(locale)) return `${sign}${amount}${symbol.length > 1 ? ' ' : ''}${symbol}`;
  if (/^\p{L}+$/u.test(symbol)) return `${symbol} ${sign}${amount}`;
  return `${sign}${symbol}${amount}`;
}
