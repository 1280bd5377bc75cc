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
    expect(prompt).toEqual({ key: 'variantSelect.giftCardPrompt' });
    expect(english.render(prompt)).toBe('Select Value');
  });
});

describe("variantSelectPrompt with the site's own text (productVariantSelectText / giftCardVariantSelectText)", () => {
  const renderPrompt = (prompt: ReturnType<typeof variantSelectPrompt>) => english.render(prompt);

  it('uses the site text, filling {variantName}', () => {
    expect(renderPrompt(variantSelectPrompt(parseProduct(tee()), 'Size', 'Choose a {variantName}'))).toBe('Choose a Size');
    expect(renderPrompt(variantSelectPrompt(parseProduct(giftCard()), 'Amount', 'Pick an amount'))).toBe('Pick an amount');
  });

  it('falls back to the catalog for an empty site text', () => {
    expect(renderPrompt(variantSelectPrompt(parseProduct(tee()), 'Size', ''))).toBe('Select Size');
  });

  it('prints a site text that is not ICU as written, filling only {variantName}', () => {
    expect(renderPrompt(variantSelectPrompt(parseProduct(tee()), 'Size', 'Choose {variantName'))).toBe('Choose {variantName');
    expect(renderPrompt(variantSelectPrompt(parseProduct(tee()), 'Size', "Pick the print's {variantName} {"))).toBe("Pick the print's Size {");
    expect(renderPrompt(variantSelectPrompt(parseProduct(tee()), 'Size', "'{variantName}' #1"))).toBe("'Size' #1");
  });
});
