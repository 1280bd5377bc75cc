import { UnknownCurrencyError } from './MoneyError';

/** One ISO 4217 currency record. */
export interface Currency {
  /** ISO 4217 alphabetic code. */
  readonly code: CurrencyCode;
  /** ISO 4217 currency name. */
  readonly currencyName: string;
  /** Digits after the decimal point of the minor unit. */
  readonly fractionDigits: number;
  /** ISO 4217 three-digit numeric code, with leading zeros. */
  readonly numericCode: string;
}

/** The supported currency codes, in the store's order. */
export const CURRENCY_CODES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
  'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
] as const;

/** A supported ISO 4217 currency code. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** The default store currency. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** True when `code` is one of the supported currency codes (exact, upper case). */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return (CURRENCY_CODES as readonly unknown[]).includes(code);
}

/** `code` when it is a supported currency code; throws UnknownCurrencyError (naming `field` when given) otherwise. */
export function currencyCode(code: unknown, field?: string): CurrencyCode {
  if (!isCurrencyCode(code)) throw new UnknownCurrencyError(code, field);
  return code;
}

/** Digits after the decimal point of the currency's minor unit: 0 for JPY, 2 for the others. */
export function currencyFractionDigits(code: CurrencyCode): number {
  return code === 'JPY' ? 0 : 2;
}

const record = (code: CurrencyCode, currencyName: string, numericCode: string): Currency =>
  Object.freeze({ code, currencyName, fractionDigits: currencyFractionDigits(code), numericCode });

/** The 27 supported currencies keyed by code. */
export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = Object.freeze({
  EUR: record('EUR', 'Euro', '978'),
  USD: record('USD', 'US Dollar', '840'),
  AUD: record('AUD', 'Australian Dollar', '036'),
  NOK: record('NOK', 'Norwegian Krone', '578'),
  CAD: record('CAD', 'Canadian Dollar', '124'),
  NZD: record('NZD', 'New Zealand Dollar', '554'),
  DKK: record('DKK', 'Danish Krone', '208'),
  GBP: record('GBP', 'Pound Sterling', '826'),
  HKD: record('HKD', 'Hong Kong Dollar', '344'),
  CHF: record('CHF', 'Swiss Franc', '756'),
  MXN: record('MXN', 'Mexican Peso', '484'),
  SGD: record('SGD', 'Singapore Dollar', '702'),
  SEK: record('SEK', 'Swedish Krona', '752'),
  CZK: record('CZK', 'Czech Koruna', '203'),
  ILS: record('ILS', 'New Israeli Sheqel', '376'),
  PHP: record('PHP', 'Philippine Peso', '608'),
  RUB: record('RUB', 'Russian Ruble', '643'),
  PLN: record('PLN', 'Zloty', '985'),
  THB: record('THB', 'Baht', '764'),
  MYR: record('MYR', 'Malaysian Ringgit', '458'),
  ARS: record('ARS', 'Argentine Peso', '032'),
  BRL: record('BRL', 'Brazilian Real', '986'),
  COP: record('COP', 'Colombian Peso', '170'),
  IDR: record('IDR', 'Rupiah', '360'),
  INR: record('INR', 'Indian Rupee', '356'),
  JPY: record('JPY', 'Yen', '392'),
  ZAR: record('ZAR', 'Rand', '710'),
});

/** The currency record for `code`; throws UnknownCurrencyError (naming `field` when given) otherwise. */
export function getCurrency(code: unknown, field?: string): Currency {
  return CURRENCIES[currencyCode(code, field)];
}
