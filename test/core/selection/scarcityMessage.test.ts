import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { parseProduct } from '../../../src/core/schemas';
import { scarcityMessage } from '../../../src/core/selection';
import { print } from '../../elements/support/products';

const english = new Translator(englishCatalog);

function withScarcityText(scarcityText: string) {
  const data = print();
  const context = data.productMerchandisingContext as Record<string, Record<string, unknown>>;
  context['limited-print'] = { ...context['limited-print'], scarcityText };
  const product = parseProduct(data);
  return scarcityMessage(product, product.structuredContent.variants[0]!, english);
}

describe("scarcityMessage with the merchant's own scarcityText", () => {
  it('fills {quantity} and {qtyInStock} in the text as written', () => {
    expect(withScarcityText('Hurry! {quantity} remaining')).toBe('Hurry! 3 remaining');
    expect(withScarcityText('Only {qtyInStock} left!')).toBe('Only 3 left!');
  });

  it('keeps apostrophes, #, unbalanced braces and plural syntax as written instead of the catalog text', () => {
    expect(withScarcityText("Don't miss out: '{quantity}' left")).toBe("Don't miss out: '3' left");
    expect(withScarcityText('Only {quantity} left {')).toBe('Only 3 left {');
    expect(withScarcityText('{quantity, plural, one {# print} other {# prints}} left')).toBe('{quantity, plural, one {# print} other {# prints}} left');
  });

  it('uses the catalog text when the merchant wrote none', () => {
    expect(withScarcityText('')).toBe('Only 3 left in stock');
  });
});
