import { type CurrencyCode, currencyCode } from './currencies';
import { numberFormat } from './numberFormat';

/** Which symbol set to use: the en-US CLDR symbols (A$, CA$, €, £, HK$, $) or the store's native symbols (R$, kr, Kč, …). */
export type CurrencySymbolStyle = 'en-US' | 'native';

/** The store's native currency symbols, for currencies that have one. */
export const NATIVE_CURRENCY_SYMBOLS: Readonly<Partial<Record<CurrencyCode, string>>> = Object.freeze({
  BRL: 'R$',
  DKK: 'kr',
  NOK: 'kr',
  SEK: 'kr',
  CZK: 'Kč',
  PLN: 'zł',
  INR: '₹',
  JPY: '¥',
  MYR: 'RM',
  ZAR: 'R',
  THB: '฿',
  ILS: '₪',
  IDR: 'Rp',
  RUB: 'p.',
  PHP: 'Php',
  SGD: 'S$',
  COP: 'COL$',
});

/** The symbol of `code` in `style` (native falls back to the en-US symbol); throws UnknownCurrencyError. Default style en-US. */
export function currencySymbol(code: string, style: CurrencySymbolStyle = 'en-US'): string {
  const currency = currencyCode(code);
  if (style === 'native') {
    const native = NATIVE_CURRENCY_SYMBOLS[currency];
    if (native !== undefined) return native;
  }
  const parts = numberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'symbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
