import type Big from 'big.js';
import { currencySymbol } from './currencySymbol';
import { decimalOf, decimalToFixed, roundDecimal, shiftDecimal } from './decimal';
import type { MoneyValue } from './MoneyValue';
import { formatDecimalString } from './numberFormat';

/** The default display locale. */
export const DEFAULT_LOCALE = 'en-US';

/** Options of formatMoney. */
export interface FormatMoneyOptions {
  /** BCP 47 locale. Default 'en-US'. */
  readonly locale?: string;
  /** How the currency is shown. Default 'symbol'. */
  readonly currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name';
  /** Whether to group thousands. Default true. */
  readonly useGrouping?: boolean;
}

/** Formats money for a locale with Intl (CLDR), exactly from the decimal string: "$1,234.50", "¥1,250", "1.234,50 €". */
export function formatMoney(money: MoneyValue, options: FormatMoneyOptions = {}): string {
  const { locale = DEFAULT_LOCALE, currencyDisplay = 'symbol', useGrouping = true } = options;
  return formatDecimalString(money.toDecimalString(), locale, {
    style: 'currency',
    currency: money.currency,
    currencyDisplay,
    useGrouping,
    minimumFractionDigits: money.fractionDigits,
    maximumFractionDigits: money.fractionDigits,
  });
}

/** The amount alone with ',' grouping and '.' decimal separators and the currency's fraction digits: "1,234.50". */
export function formatMoneyAmount(money: MoneyValue): string {
  return formatDecimalString(money.toDecimalString(), 'en-US', {
    useGrouping: true,
    minimumFractionDigits: money.fractionDigits,
    maximumFractionDigits: money.fractionDigits,
  });
}

/** The store's non-CLDR display: native symbol then the ','/'.' amount ("R$1,234.50", "-kr12.00"). */
export function formatMoneyNative(money: MoneyValue): string {
  const amount = formatMoneyAmount(money);
  const symbol = currencySymbol(money.currency, 'native');
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}

/** Integer cents shown as the amount divided by 100 with 2 decimals ("1999" → "19.99"); throws InvalidAmountError. */
export function formatCents(cents: Big | number | string): string {
  return decimalToFixed(roundDecimal(shiftDecimal(decimalOf(cents, 'cents'), -2), 20), 2);
}

/** Money for a shopper's locale in the store currency, with the spec's '¥' for the yen ("28,00 $" fr-CA, "28,00 €" de-DE, "¥2,800" ja-JP). */
export function formatShopperMoney(money: MoneyValue, locale: string): string {
  return formatMoney(money, { locale }).replace(/\uFFE5/g, '\u00A5');
}
