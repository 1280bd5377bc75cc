import { describe, expect, it } from 'vitest';
import { parseProduct } from '../../../src/core/schemas';
import { isOptionValueInStock, soldOutMessage, storeSettingsOf } from '../../../src/core/selection';
import { scarcityMessage } from '../../../src/core/selection';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { print, tee } from '../../elements/support/products';

describe('store settings, option availability and scarcity text', () => {
  it("defaults to 'Sold Out' and no disabled values; uses customSoldOutText when set", () => {
    const plain = parseProduct(tee());
    expect(storeSettingsOf(plain)).toEqual({ customSoldOutText: undefined, soldOutVariantsDropdownDisabled: false });
    expect(soldOutMessage(plain)).toEqual({ key: 'product.soldOut' });
    const custom = parseProduct(tee({ storeSettings: { customSoldOutText: 'Gone', soldOutVariantsDropdownDisabled: true } }));
    expect(soldOutMessage(custom)).toBe('Gone');
    expect(storeSettingsOf(custom).soldOutVariantsDropdownDisabled).toBe(true);
  });

  it('says a value is in stock when some in-stock variant has it and agrees with the other choices', () => {
    const data = parseProduct(tee());
    expect(isOptionValueInStock(data, {}, 'Color', 'White')).toBe(true);
    expect(isOptionValueInStock(data, { Size: 'L' }, 'Color', 'White')).toBe(false);
    expect(isOptionValueInStock(data, { Size: 'L' }, 'Color', 'Black')).toBe(true);
    expect(isOptionValueInStock(data, { Color: 'White' }, 'Size', 'L')).toBe(false);
  });

  it("formats the merchant's scarcity text with the variant's quantity", () => {
    const data = parseProduct(print());
    const translator = new Translator(englishCatalog);
    expect(scarcityMessage(data, data.structuredContent.variants[0]!, translator)).toBe('Only 3 left in stock');
  });
});
