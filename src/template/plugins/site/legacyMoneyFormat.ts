import { currencySymbol } from '../../../core/money/currencySymbol';
import { currencyCode, currencyFractionDigits } from '../../../core/money/currencies';
import { formatCurrencyAmount, formatDecimalNumber } from './formatNumber';

const LEGACY_SYMBOLS: Readonly<Record<string, string>> = { CAD: 'C$' };

/** The legacy store symbol of a currency: native symbols (kr, ¥, R$…), en-US symbols otherwise, C$ for CAD. */
export function legacyCurrencySymbol(code: string): string {
  return LEGACY_SYMBOLS[code] ?? currencySymbol(code, 'native');
}

/**
 * The legacy `i18n-money-format`: the locale's digit separators (group space as U+00A0), the legacy symbol before the
 * amount in prefix locales (alphabetic symbols spaced, minus after them) or after it in suffix locales (spaced when longer
 * than one character); the currency's fraction digits. Throws UnknownCurrencyError for unsupported currencies.
 */
export function formatLegacyMoney(locale: string, decimal: string, code: string): string {
  const currency = currencyCode(code);
  const digits = currencyFractionDigits(currency);
  const sign = decimal.trim().startsWith('-') ? '-' : '';
  const amount = formatDecimalNumber(locale, decimal.trim().replace(/^[-+]/, ''), {
    minimumFractionDigits: digits, maximumFractionDigits: digits, round: 'half-up',
  }).replace(/\u202f/g, '\u00a0');
  const symbol = legacyCurrencySymbol(currency);
  if (!/^\P{Nd}*[\p{L}\p{Sc}]/u.test(formatCurrencyAmount(locale, '1', 'EUR'))) return `${sign}${amount}${symbol.length > 1 ? ' ' : ''}${symbol}`;
  if (/^\p{L}+$/u.test(symbol)) return `${symbol} ${sign}${amount}`;
  return `${sign}${symbol}${amount}`;
}
