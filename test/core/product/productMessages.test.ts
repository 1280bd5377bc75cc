import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { PRODUCT_MESSAGE_KEYS } from '../../../src/core/product';

describe('PRODUCT_MESSAGE_KEYS', () => {
  const english = new Translator(englishCatalog);

  it.each(Object.entries(PRODUCT_MESSAGE_KEYS))('%s (%s) is in the English catalog', (_, key) => {
    expect(english.has(key)).toBe(true);
  });

  it('renders the spec wording of the fixed texts', () => {
    expect(english.format(PRODUCT_MESSAGE_KEYS.soldOut)).toBe('Sold Out');
    expect(english.format(PRODUCT_MESSAGE_KEYS.priceUnavailable)).toBe('Unavailable');
    expect(english.format(PRODUCT_MESSAGE_KEYS.variantUnavailable)).toBe('Sorry, that item variant is unavailable. Please select another variant.');
    expect(english.format(PRODUCT_MESSAGE_KEYS.notEnoughStock)).toBe('Sorry, we do not have enough of that item available.');
    expect(english.format(PRODUCT_MESSAGE_KEYS.quantityNotNumber)).toBe('Quantity must be a number.');
    expect(english.format(PRODUCT_MESSAGE_KEYS.quantityNotWholeNumber)).toBe('Quantity must be a whole number.');
    expect(english.format(PRODUCT_MESSAGE_KEYS.selectGiftCardDenomination)).toBe('Select a denomination for the Gift Card.');
  });
});
