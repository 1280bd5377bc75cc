import { DEFAULT_CURRENCY, getCurrency } from './currencies';
import { decimalOf } from './decimal';
import { Money, type AmountInput } from './Money';
import { InvalidAmountError } from './MoneyError';

/** Money as the API sends it: `{ value, currency }` or `{ decimalValue, currencyCode }`, both parts optional. */
export type MoneyInput =
  | { readonly value?: string | number | null; readonly currency?: string | null }
  | { readonly decimalValue?: string | number | null; readonly currencyCode?: string | null };

/**
 * Parses either API shape of money; a missing value is 0 and a missing currency USD.
 * Throws a typed MoneyError whose message names the bad field (`priceMoney.value: expected a decimal number, got "abc"`).
 * Default field name "money".
 */
export function parseMoney(raw: unknown, field = 'money'): Money {
  if (raw == null) return Money.zero(DEFAULT_CURRENCY);
  if (raw instanceof Money) return raw;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new InvalidAmountError(raw, 'a money object', field);
  const record = raw as Record<string, unknown>;
  const usesDecimalShape = !('value' in record) && !('currency' in record) && ('decimalValue' in record || 'currencyCode' in record);
  const valueKey = usesDecimalShape ? 'decimalValue' : 'value';
  const currencyKey = usesDecimalShape ? 'currencyCode' : 'currency';
  const value = record[valueKey] ?? '0';
  const currency = record[currencyKey] ?? DEFAULT_CURRENCY;
  const amount = typeof value === 'string' && value.trim() === '' ? '0' : value;
  const code = typeof currency === 'string' ? currency.trim() : currency;
  const { code: currencyCode } = getCurrency(code, `${field}.${currencyKey}`);
  decimalOf(amount, `${field}.${valueKey}`);
  return Money.of(amount as AmountInput, currencyCode, field);
}
