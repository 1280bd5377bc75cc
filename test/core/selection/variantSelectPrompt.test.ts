import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { parseProduct } from '../../../src/core/schemas';
import { variantSelectPrompt } from '../../../src/core/selection';
import { giftCard, tee } from '../../elements/support/products';

const english = new Translator(englishCatalog);

describe('variantSelectPrompt (spec §5: default prompt "Select Value" or "Select {variantName}")', () => {
  it("reads 'Select {variantName}' for a named option", () => {
    expect(english.render(variantSelectPrompt(parseProduct(tee()), 'Size'))).toBe('Select Size');
  });

  it("reads 'Select Value' for an option without a name", () => {
    expect(english.render(variantSelectPrompt(parseProduct(tee()), ''))).toBe('Select Value');
  });

  it("reads 'Select Value' (giftCardVariantSelectText) for a gift card, whatever its option is called", () => {
    const prompt = variantSelectPrompt(parseProduct(giftCard()), 'Amount');
    expect(prompt.key).toBe('variantSelect.giftCardPrompt');
    expect(english.render(prompt)).toBe('Select Value');
  });
});
