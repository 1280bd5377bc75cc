import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { parseProduct } from '../../../src/core/schemas';
import { isOptionValueInStock, optionValueChoice } from '../../../src/core/selection';
import { mug, product, tee, variant } from '../../elements/support/products';

const english = new Translator(englishCatalog);
const shown = (label: ReturnType<typeof optionValueChoice>['label']) => (typeof label === 'string' ? label : english.render(label));

describe('isOptionValueInStock', () => {
  it('looks only at variants agreeing with the other chosen options', () => {
    const shirt = parseProduct(tee());
    expect(isOptionValueInStock(shirt, {}, 'Color', 'White')).toBe(true);
    expect(isOptionValueInStock(shirt, { Size: 'L' }, 'Color', 'White')).toBe(false);
  });
});

describe('optionValueChoice', () => {
  it("marks a sold-out value with the catalog's suffix and leaves it enabled by default", () => {
    const choice = optionValueChoice(parseProduct(tee()), { Size: 'L' }, 'Color', 'White');
    expect(shown(choice.label)).toBe('White (Sold Out)');
    expect(choice.disabled).toBe(false);
    expect(optionValueChoice(parseProduct(tee()), { Size: 'L' }, 'Color', 'Black')).toEqual({ label: 'Black', disabled: false });
  });

  it('disables a sold-out value when soldOutVariantsDropdownDisabled is set', () => {
    const choice = optionValueChoice(parseProduct(mug({ storeSettings: { soldOutVariantsDropdownDisabled: true } })), {}, 'Color', 'Sand');
    expect(shown(choice.label)).toBe('Sand (Sold Out)');
    expect(choice.disabled).toBe(true);
  });

  it('never marks a gift card denomination, which is never sold out', () => {
    const amounts = ['25', '50'].map((amount) => variant({ id: amount, attributes: { Amount: `$${amount}.00` }, price: `${amount}.00`, qtyInStock: 0 }));
    const card = parseProduct(product('card', { productType: 4, variantOptionOrdering: ['Amount'], variants: amounts }, { storeSettings: { soldOutVariantsDropdownDisabled: true } }));
    expect(optionValueChoice(card, {}, 'Amount', '$25.00')).toEqual({ label: '$25.00', disabled: false });
  });
});
