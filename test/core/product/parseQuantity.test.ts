import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator, type Message } from '../../../src/core/i18n';
import { parseQuantity } from '../../../src/core/product/parseQuantity';

const english = new Translator(englishCatalog);
const render = (message: Message) => english.render(message);

describe('parseQuantity', () => {
  it.each(['1', ' 3 ', '9999', 42])('accepts %j', (raw) => {
    expect(parseQuantity(raw)).toEqual({ quantity: Number(raw) });
  });

  it.each(['', 'abc', '2x', 'NaN', Number.NaN, Number.POSITIVE_INFINITY])("rejects %j with 'Quantity must be a number.'", (raw) => {
    const result = parseQuantity(raw);
    expect('error' in result && render(result.error)).toBe('Quantity must be a number.');
  });

  it.each(['1.5', 2.25, '0.1'])("rejects %j with 'Quantity must be a whole number.'", (raw) => {
    const result = parseQuantity(raw);
    expect('error' in result && render(result.error)).toBe('Quantity must be a whole number.');
  });

  it.each(['0', '-1', '10000', 123456])('rejects %j outside 1..9999', (raw) => {
    const result = parseQuantity(raw);
    expect('error' in result && render(result.error)).toBe('Quantity must be between 1 and 9999.');
  });
});
