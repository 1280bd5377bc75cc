import { describe, expect, it } from 'vitest';
import {
  parseCartEntry,
  parseForm,
  parseInstallmentContext,
  parseMerchantReview,
  parseOrder,
  parseShoppingCart,
  parseSubscriptionPlan,
  parseWebsiteSettings,
  SchemaError,
} from '../../../src/core/schemas';

function schemaError(run: () => unknown): SchemaError {
  try {
    run();
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error('expected a SchemaError');
}

describe('parseShoppingCart', () => {
  it('applies the defaults: not purchased, zero totals and quantity, empty arrays', () => {
    expect(parseShoppingCart({})).toEqual({
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('reads a full cart and keeps unknown keys', () => {
    const cart = parseShoppingCart({
      id: 'cart-1',
      websiteId: 'site-1',
      orderId: 'order-1',
      created: 1700000000000,
      isPurchased: true,
      entries: [{ id: 'e1', itemId: 'i1', quantity: 2, chosenVariant: { sku: 'SKU', attributes: { Size: 'M' } }, title: 'Shirt', subTotal: 3998, purchasePriceCents: 1999 }],
      subtotalCents: 3998,
      grandTotalCents: 4500,
      totalQuantity: 2,
      requiresShipping: true,
      subtotalAmount: { decimalValue: '39.98', currencyCode: 'USD' },
      items: [{ productType: 1 }],
      shippingLocation: { country: 'US' },
      futureField: 'x',
    });
    expect(cart).toMatchObject({ id: 'cart-1', websiteId: 'site-1', orderId: 'order-1', isPurchased: true, totalQuantity: 2, futureField: 'x' });
    expect(cart.entries[0]?.subTotal?.toString()).toBe('39.98 USD');
    expect(cart.entries[0]?.chosenVariant).toEqual({ sku: 'SKU', attributes: { Size: 'M' } });
    expect(cart.subtotalAmount?.toString()).toBe('39.98 USD');
    expect(cart.items).toEqual([{ productType: 1 }]);
  });

  it('names the bad field of an entry', () => {
    expect(schemaError(() => parseShoppingCart({ entries: [{ id: 'e', itemId: 'i', quantity: 'two' }] })).message).toBe(
      'Invalid ShoppingCart: entries[0].quantity: expected number',
    );
    expect(schemaError(() => parseShoppingCart({ subtotalCents: 12.5 })).issues[0]?.path).toBe('subtotalCents');
  });
});

describe('parseCartEntry', () => {
  it('requires id, itemId and quantity', () => {
    expect(schemaError(() => parseCartEntry({})).issues.map((issue) => issue.path)).toEqual(['id', 'itemId', 'quantity']);
  });

  it('defaults purchasePriceCents to 0 and reads a money subTotal', () => {
    const entry = parseCartEntry({ id: 'e', itemId: 'i', quantity: 1, subTotal: { value: '5.00', currency: 'EUR' } });
    expect(entry.purchasePriceCents).toBe(0);
    expect(entry.subTotal?.toString()).toBe('5.00 EUR');
  });
});

describe('parseOrder', () => {
  it('reads an order for analytics', () => {
    const order = parseOrder({
      id: 'o1',
      purchasedCartId: 'c1',
      websiteId: 'w1',
      grandTotal: { value: '25.00', currency: 'USD' },
      shippingTotal: { value: '5.00', currency: 'USD' },
      taxTotal: 0,
      items: [{ productName: 'Shirt', sku: 'S1', unitPrice: { value: '10.00', currency: 'USD' }, quantity: 2 }],
    });
    expect(order.testMode).toBe(false);
    expect(order.grandTotal.toString()).toBe('25.00 USD');
    expect(order.taxTotal?.toString()).toBe('0.00 USD');
    expect(order.items[0]?.unitPrice.multiply(order.items[0].quantity).toString()).toBe('20.00 USD');
  });

  it('names a malformed item price', () => {
    expect(
      schemaError(() => parseOrder({ id: 'o', grandTotal: 0, items: [{ productName: 'x', unitPrice: { value: 'ten', currency: 'USD' }, quantity: 1 }] })).message,
    ).toContain('items[0].unitPrice.value: expected a decimal number, got "ten"');
  });
});

describe('parseSubscriptionPlan', () => {
  it('defaults numBillingCycles to 0, meaning indefinite', () => {
    expect(parseSubscriptionPlan({ billingPeriod: { value: 1, unit: 'WEEK' } }).numBillingCycles).toBe(0);
  });

  it('rejects a non-positive period and negative cycles', () => {
    expect(schemaError(() => parseSubscriptionPlan({ billingPeriod: { value: 0, unit: 'WEEK' } })).issues[0]?.path).toBe('billingPeriod.value');
    expect(schemaError(() => parseSubscriptionPlan({ billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: -1 })).issues[0]?.path).toBe(
      'numBillingCycles',
    );
  });
});

describe('parseForm', () => {
  it('reads a form with fields and defaults', () => {
    const form = parseForm({
      id: 'form-1',
      name: 'Contact',
      fields: [
        { id: 'f1', type: 'email', title: 'Email', required: true },
        { id: 'f2', type: 'select', options: ['A', { value: 'B' }] },
      ],
      submissionMessage: { html: '<p>Thanks</p>' },
      successRedirect: '/thanks',
      captchaEnabled: true,
    });
    expect(form.fields[0]).toMatchObject({ id: 'f1', type: 'email', required: true, options: [] });
    expect(form.fields[1]?.options).toEqual(['A', { value: 'B' }]);
    expect(form.captchaEnabled).toBe(true);
    expect(parseForm({ id: 'x' })).toMatchObject({ fields: [], captchaEnabled: false });
  });

  it('rejects an unknown field type', () => {
    expect(schemaError(() => parseForm({ id: 'x', fields: [{ id: 'f', type: 'rating' }] })).issues[0]?.path).toBe('fields[0].type');
  });
});

describe('parseMerchantReview', () => {
  const review = { userName: 'Ada', reviewDate: '2024-01-01', starRating: 4.5, reviewText: 'Great', productName: 'Shirt', productId: 'p1' };

  it('reads a review with an optional image', () => {
    expect(parseMerchantReview(review)).toEqual({ ...review, imageUrl: undefined });
    expect(parseMerchantReview({ ...review, imageUrl: 'https://x/y.jpg' }).imageUrl).toBe('https://x/y.jpg');
  });

  it('keeps stars within 0..5', () => {
    expect(schemaError(() => parseMerchantReview({ ...review, starRating: 6 })).issues[0]?.path).toBe('starRating');
  });
});

describe('parseWebsiteSettings', () => {
  it('defaults multipleQuantityAllowedForServices to true and the currency to USD', () => {
    const settings = parseWebsiteSettings({});
    expect(settings.multipleQuantityAllowedForServices).toBe(true);
    expect(settings.selectedCurrency).toBe('USD');
    expect(settings.useCLDRMoneyFormat).toBe(false);
  });

  it('reads multipleQuantityAllowedForServices from the top level or from storeSettings', () => {
    expect(parseWebsiteSettings({ multipleQuantityAllowedForServices: false }).multipleQuantityAllowedForServices).toBe(false);
    expect(parseWebsiteSettings({ storeSettings: { multipleQuantityAllowedForServices: false } }).multipleQuantityAllowedForServices).toBe(false);
  });

  it('accepts both spellings of the Disqus short name', () => {
    expect(parseWebsiteSettings({ disqusShortName: 'shop' }).disqusShortname).toBe('shop');
    expect(parseWebsiteSettings({ disqusShortname: 'shop' }).disqusShortname).toBe('shop');
  });

  it('reads the store currency and merchandising settings', () => {
    const settings = parseWebsiteSettings({ timeZone: 'Europe/Paris', storeSettings: { selectedCurrency: 'EUR', customSoldOutText: 'Gone' } });
    expect(settings.selectedCurrency).toBe('EUR');
    expect(settings.storeSettings.customSoldOutText).toBe('Gone');
    expect(settings.timeZone).toBe('Europe/Paris');
  });

  it('rejects an unknown store currency', () => {
    expect(schemaError(() => parseWebsiteSettings({ storeSettings: { selectedCurrency: 'XYZ' } })).issues[0]?.path).toBe('storeSettings.selectedCurrency');
  });
});

describe('parseInstallmentContext', () => {
  it('reads the installment context', () => {
    expect(parseInstallmentContext({ afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 100000, shopperLanguage: 'en', stripeAccountCountry: 'US' })).toMatchObject({
      afterPayMin: 3500,
    });
  });

  it('names a missing limit', () => {
    expect(schemaError(() => parseInstallmentContext({ shopperLanguage: 'en', stripeAccountCountry: 'US', afterPayMin: 1 })).message).toBe(
      'Invalid InstallmentContext: afterPayMax: expected number',
    );
  });
});
