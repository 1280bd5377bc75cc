import { describe, expect, it } from 'vitest';
import { Money } from '../../../src/core/money';
import { parseProduct, parseVariant, SchemaError } from '../../../src/core/schemas';

const product = (structuredContent: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 'prod-1',
  structuredContent: { productType: 1, ...structuredContent },
  ...extra,
});

function schemaError(run: () => unknown): SchemaError {
  try {
    run();
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error('expected a SchemaError');
}

describe('parseVariant', () => {
  it('reads Money in both API shapes', () => {
    const variant = parseVariant({
      priceMoney: { value: '10.00', currency: 'EUR' },
      salePriceMoney: { decimalValue: '8.50', currencyCode: 'EUR' },
    });
    expect(variant.priceMoney).toBeInstanceOf(Money);
    expect(variant.priceMoney.toString()).toBe('10.00 EUR');
    expect(variant.salePriceMoney.toString()).toBe('8.50 EUR');
  });

  it('defaults flags, stock and attributes', () => {
    const variant = parseVariant({});
    expect(variant).toMatchObject({ onSale: false, unlimited: false, qtyInStock: 0, attributes: {} });
    expect(variant.priceMoney.toString()).toBe('0.00 USD');
    expect(variant.salePriceMoney.toString()).toBe('0.00 USD');
  });

  it('treats null like missing', () => {
    const variant = parseVariant({ onSale: null, unlimited: null, qtyInStock: null, attributes: null, mainImage: null });
    expect(variant).toMatchObject({ onSale: false, unlimited: false, qtyInStock: 0, attributes: {} });
    expect(variant.mainImage).toBeUndefined();
  });

  it('falls back to legacy cents fields', () => {
    const variant = parseVariant({ price: 1999, salePrice: 1500 });
    expect(variant.priceMoney.toString()).toBe('19.99 USD');
    expect(variant.salePriceMoney.toString()).toBe('15.00 USD');
  });

  it('keeps id, sku, attributes, mainImage and unknown keys', () => {
    const variant = parseVariant({
      id: 'v1',
      sku: 'SQ-1',
      attributes: { Size: 'M', Pack: 6 },
      mainImage: { id: 'img-1', assetUrl: 'x' },
      custom: 42,
    });
    expect(variant).toMatchObject({ id: 'v1', sku: 'SQ-1', attributes: { Size: 'M', Pack: '6' }, mainImage: { id: 'img-1' }, custom: 42 });
  });

  it('names the malformed money field', () => {
    expect(schemaError(() => parseVariant({ priceMoney: { value: 'abc', currency: 'USD' } })).message).toBe(
      'Invalid Variant: priceMoney.value: expected a decimal number, got "abc"',
    );
    expect(schemaError(() => parseVariant({ salePriceMoney: { decimalValue: '1', currencyCode: 'ABC' } })).message).toBe(
      'Invalid Variant: salePriceMoney.currencyCode: unknown currency "ABC"',
    );
  });

  it('rejects fractional legacy cents', () => {
    expect(schemaError(() => parseVariant({ price: 10.5 })).issues[0]?.path).toBe('price');
  });

  it('refuses a negative price, sale price or legacy cents, naming the field', () => {
    expect(schemaError(() => parseVariant({ priceMoney: { value: '-32.00', currency: 'USD' } })).message).toBe(
      'Invalid Variant: priceMoney: expected a price of 0 or more',
    );
    expect(schemaError(() => parseVariant({ salePriceMoney: { decimalValue: '-0.01', currencyCode: 'EUR' } })).issues[0]?.path).toBe('salePriceMoney');
    expect(schemaError(() => parseVariant({ price: -3200 })).issues[0]?.path).toBe('price');
    expect(schemaError(() => parseVariant({ salePrice: -1 })).issues[0]?.path).toBe('salePrice');
  });

  it('accepts a price of zero, negative zero included', () => {
    expect(parseVariant({ priceMoney: { value: '0.00', currency: 'USD' } }).priceMoney.toString()).toBe('0.00 USD');
    expect(parseVariant({ priceMoney: { value: '-0.00', currency: 'USD' } }).priceMoney.isNegative()).toBe(false);
    expect(parseVariant({ price: 0 }).priceMoney.toString()).toBe('0.00 USD');
  });
});

describe('parseProduct', () => {
  it('parses a product with variants and defaults', () => {
    const parsed = parseProduct(product({ variants: [{ qtyInStock: 3 }] }));
    expect(parsed.id).toBe('prod-1');
    expect(parsed.structuredContent).toMatchObject({
      productType: 1,
      onSale: false,
      isSubscribable: false,
      variantOptionOrdering: [],
      useCustomAddButtonText: false,
    });
    expect(parsed.structuredContent.variants[0]?.qtyInStock).toBe(3);
    expect(parsed.productMerchandisingContext).toEqual({});
  });

  it('defaults variants to an empty list and product prices to 0 USD', () => {
    const parsed = parseProduct(product({ productType: 2 }));
    expect(parsed.structuredContent.variants).toEqual([]);
    expect(parsed.structuredContent.priceMoney.toString()).toBe('0.00 USD');
    expect(parsed.structuredContent.salePriceMoney.toString()).toBe('0.00 USD');
  });

  it('lets unknown keys pass through at every level', () => {
    const parsed = parseProduct(product({ somethingNew: 1, variants: [{ extra: 'x' }] }, { urlId: 'shirt' }));
    expect(parsed).toMatchObject({ urlId: 'shirt', structuredContent: { somethingNew: 1, variants: [{ extra: 'x' }] } });
  });

  it('reads the merchandising context keyed by product id', () => {
    const parsed = parseProduct(
      product({}, { productMerchandisingContext: { 'prod-1': { scarcityEnabled: true, scarcityText: 'Only {x} left' } } }),
    );
    expect(parsed.productMerchandisingContext['prod-1']).toEqual({
      scarcityEnabled: true,
      scarcityText: 'Only {x} left',
      scarcityTemplateViews: [],
      scarcityShownByDefault: false,
    });
  });

  it('reads a subscription plan with numBillingCycles defaulting to 0 (indefinite)', () => {
    const parsed = parseProduct(product({ isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 2, unit: 'MONTH' } } }));
    expect(parsed.structuredContent.subscriptionPlan).toEqual({ billingPeriod: { value: 2, unit: 'MONTH' }, numBillingCycles: 0 });
  });

  it('reads an additional-fields form', () => {
    const parsed = parseProduct(product({ additionalFieldsFormId: 'f1', additionalFieldsForm: { id: 'f1', fields: [{ id: 'a', type: 'text' }] } }));
    expect(parsed.structuredContent.additionalFieldsForm?.fields[0]).toMatchObject({ id: 'a', type: 'text', required: false });
  });

  it('names the bad field path of a nested variant', () => {
    const error = schemaError(() => parseProduct(product({ variants: [{}, {}, { qtyInStock: '5' }] })));
    expect(error.code).toBe('invalid-data');
    expect(error.message).toContain('structuredContent.variants[2].qtyInStock: expected number');
    expect(error.issues).toEqual([{ path: 'structuredContent.variants[2].qtyInStock', message: 'expected number' }]);
  });

  it('requires an id and a numeric product type', () => {
    const error = schemaError(() => parseProduct({ structuredContent: { productType: 'physical' } }));
    expect(error.issues.map((issue) => issue.path)).toEqual(['id', 'structuredContent.productType']);
    expect(schemaError(() => parseProduct({ id: 'p' })).message).toBe('Invalid Product: structuredContent: expected object');
  });

  it('rejects an unknown billing unit', () => {
    const error = schemaError(() => parseProduct(product({ subscriptionPlan: { billingPeriod: { value: 1, unit: 'DAY' } } })));
    expect(error.message).toBe(
      'Invalid Product: structuredContent.subscriptionPlan.billingPeriod.unit: expected one of "WEEK", "MONTH", "YEAR"',
    );
  });

  it('names a malformed nested money value', () => {
    const error = schemaError(() => parseProduct(product({ variants: [{ priceMoney: { value: '12,00', currency: 'EUR' } }] })));
    expect(error.message).toBe('Invalid Product: structuredContent.variants[0].priceMoney.value: expected a decimal number, got "12,00"');
  });

  it('refuses a negative product or variant price, naming its path', () => {
    expect(schemaError(() => parseProduct(product({ variants: [{ priceMoney: { value: '-32.00', currency: 'USD' } }] }))).message).toBe(
      'Invalid Product: structuredContent.variants[0].priceMoney: expected a price of 0 or more',
    );
    expect(schemaError(() => parseProduct(product({ priceMoney: { value: '-1', currency: 'USD' } }))).issues[0]?.path).toBe('structuredContent.priceMoney');
    expect(schemaError(() => parseProduct(product({ salePriceMoney: { value: '-1', currency: 'USD' } }))).issues[0]?.path).toBe('structuredContent.salePriceMoney');
  });

  it('rejects a non-object', () => {
    expect(schemaError(() => parseProduct(null)).message).toBe('Invalid Product: expected object');
  });
});
