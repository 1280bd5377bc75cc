import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { parseProduct } from '../../../src/core/schemas';
import { isRestockFormShown, restockSuccessMessage } from '../../../src/core/restock';
import { mug, tee } from '../../../stories/support/products';

const enabled = { restockNotificationsEnabled: true };
const translator = new Translator(englishCatalog);

describe('isRestockFormShown', () => {
  it('shows for a sold-out product when restock notifications are enabled', () => {
    expect(isRestockFormShown(parseProduct(mug({ storeSettings: enabled })), null)).toBe(true);
  });

  it('never shows when restock notifications are not enabled', () => {
    expect(isRestockFormShown(parseProduct(mug()), null)).toBe(false);
    expect(isRestockFormShown(parseProduct(mug({ storeSettings: { restockNotificationsEnabled: false } })), null)).toBe(false);
  });

  it('follows the selected variant: sold-out variant shows, in-stock variant hides', () => {
    const product = parseProduct(tee({ storeSettings: enabled }));
    const soldOut = product.structuredContent.variants.find((variant) => variant.qtyInStock === 0);
    const inStock = product.structuredContent.variants.find((variant) => (variant.qtyInStock ?? 0) > 0);
    expect(isRestockFormShown(product, soldOut)).toBe(true);
    expect(isRestockFormShown(product, inStock)).toBe(false);
    expect(isRestockFormShown(product, null)).toBe(false);
  });
});

describe('restockSuccessMessage', () => {
  it("defaults to 'Signed up!'", () => {
    const message = restockSuccessMessage(parseProduct(mug({ storeSettings: enabled })));
    expect(typeof message === 'string' ? message : translator.render(message)).toBe('Signed up!');
  });

  it("uses the merchant's restockNotificationsSuccessText", () => {
    const product = parseProduct(mug({ storeSettings: { ...enabled, restockNotificationsSuccessText: 'We will email you.' } }));
    expect(restockSuccessMessage(product)).toBe('We will email you.');
  });
});
