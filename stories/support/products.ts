/** Raw product JSON fixtures for stories, shaped like the API product items (prices as { value, currency }). */

interface VariantInput {
  id: string;
  attributes?: Record<string, string>;
  price: string;
  salePrice?: string;
  qtyInStock?: number;
  unlimited?: boolean;
  currency?: string;
}

/** A raw variant (prices in USD unless `currency` says otherwise). */
export function variant({ id, attributes = {}, price, salePrice, qtyInStock = 10, unlimited = false, currency = 'USD' }: VariantInput) {
  return {
    id,
    sku: `SKU-${id.toUpperCase()}`,
    attributes,
    priceMoney: { value: price, currency },
    salePriceMoney: { value: salePrice ?? (currency === 'JPY' ? '0' : '0.00'), currency },
    onSale: salePrice !== undefined,
    qtyInStock,
    unlimited,
  };
}

/** A raw product item with the given commerce content. */
export function product(id: string, structuredContent: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    id,
    title: id,
    recordType: 11,
    storeSettings: {},
    productMerchandisingContext: {},
    ...extra,
    structuredContent: { productType: 1, variantOptionOrdering: [], ...structuredContent },
  };
}

/** Classic Tee: Size × Color; L/White sold out; M/Black on sale at 20.00 (regular 28.00). */
export function tee(extra: Record<string, unknown> = {}) {
  const variants = [];
  for (const size of ['S', 'M', 'L']) {
    for (const color of ['Black', 'White']) {
      variants.push(
        variant({
          id: `tee-${size}-${color}`.toLowerCase(),
          attributes: { Size: size, Color: color },
          price: '28.00',
          ...(size === 'M' && color === 'Black' ? { salePrice: '20.00' } : {}),
          qtyInStock: size === 'L' && color === 'White' ? 0 : 12,
        }),
      );
    }
  }
  return product('classic-tee', { variantOptionOrdering: ['Size', 'Color'], variants }, extra);
}

/** A one-variant physical product without options, priced 45.00 with 25 in stock. */
export function pen(extra: Record<string, unknown> = {}, content: Record<string, unknown> = {}) {
  return product('engraved-pen', { variants: [variant({ id: 'pen', price: '45.00', qtyInStock: 25 })], ...content }, extra);
}

/** Ceramic mug: every colour sold out. */
export function mug(extra: Record<string, unknown> = {}) {
  return product(
    'ceramic-mug',
    {
      variantOptionOrdering: ['Color'],
      variants: [
        variant({ id: 'mug-sand', attributes: { Color: 'Sand' }, price: '32.00', qtyInStock: 0 }),
        variant({ id: 'mug-slate', attributes: { Color: 'Slate' }, price: '32.00', qtyInStock: 0 }),
      ],
    },
    extra,
  );
}

/** Gift card with three unlimited denominations. */
export function giftCard() {
  return product('gift-card', {
    productType: 4,
    variantOptionOrdering: ['Amount'],
    variants: ['25', '50', '100'].map((amount) =>
      variant({ id: `gift-${amount}`, attributes: { Amount: `$${amount}.00` }, price: `${amount}.00`, qtyInStock: 0, unlimited: true }),
    ),
  });
}

/** Coffee subscription: 18.00 every 1 month for 12 months. */
export function coffee() {
  return product('coffee-subscription', {
    variantOptionOrdering: ['Grind'],
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 },
    variants: [
      variant({ id: 'coffee-whole', attributes: { Grind: 'Whole bean' }, price: '18.00', qtyInStock: 100 }),
      variant({ id: 'coffee-ground', attributes: { Grind: 'Ground' }, price: '18.00', qtyInStock: 100 }),
    ],
  });
}

/** Digital product on sale (15.00 → 9.00). */
export function ebook() {
  return product('field-guide-ebook', {
    productType: 2,
    onSale: true,
    priceMoney: { value: '15.00', currency: 'USD' },
    salePriceMoney: { value: '9.00', currency: 'USD' },
    variants: [variant({ id: 'ebook', price: '15.00', salePrice: '9.00', qtyInStock: 0, unlimited: true })],
  });
}

/** Service product with two lengths. */
export function consultation() {
  return product('design-consultation', {
    productType: 3,
    variantOptionOrdering: ['Length'],
    variants: [
      variant({ id: 'consult-30', attributes: { Length: '30 minutes' }, price: '75.00', unlimited: true, qtyInStock: 0 }),
      variant({ id: 'consult-60', attributes: { Length: '60 minutes' }, price: '150.00', unlimited: true, qtyInStock: 0 }),
    ],
  });
}

/** Limited print with scarcity enabled ('Only {quantity} left in stock'). */
export function print(scarcityEnabled = true) {
  return product(
    'limited-print',
    {
      variantOptionOrdering: ['Size'],
      variants: [
        variant({ id: 'print-a4', attributes: { Size: 'A4' }, price: '60.00', qtyInStock: 3 }),
        variant({ id: 'print-a3', attributes: { Size: 'A3' }, price: '90.00', qtyInStock: 2 }),
      ],
    },
    {
      productMerchandisingContext: {
        'limited-print': {
          scarcityEnabled,
          scarcityTemplateViews: ['product-detail'],
          scarcityText: 'Only {quantity} left in stock',
          scarcityShownByDefault: true,
        },
      },
    },
  );
}

/** Tenugui from a Japanese store, priced in yen: 2,800 (on sale at 2,400 in indigo). */
export function tenugui() {
  return product('tenugui', {
    variantOptionOrdering: ['Color'],
    variants: [
      variant({ id: 'tenugui-indigo', attributes: { Color: 'Indigo' }, price: '2800', salePrice: '2400', currency: 'JPY' }),
      variant({ id: 'tenugui-red', attributes: { Color: 'Red' }, price: '2800', currency: 'JPY' }),
    ],
  });
}
