import { ProductType } from '../../src/core/site/ProductType';
import type { DevForm } from './devForms';

/** Product types (spec §3), as the commerce core names them. */
export const PRODUCT_TYPE = ProductType;

/** Record type number of a store item. */
export const STORE_ITEM_RECORD_TYPE = 11;

/** Currency of every seeded price. */
export const DEMO_CURRENCY = 'USD';

/** A seeded variant; prices in integer cents. */
export interface SeedVariant {
  id: string;
  sku: string;
  attributes: Record<string, string>;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
}

/** Scarcity settings of one product (productMerchandisingContext entry). */
export interface SeedScarcity {
  scarcityEnabled: boolean;
  scarcityTemplateViews: string[];
  scarcityText: string;
  scarcityShownByDefault: boolean;
}

/** A seeded merchant review. */
export interface SeedReview {
  userName: string;
  /** A calendar date (YYYY-MM-DD) or an ISO instant, shown on its day in the site's zone. */
  reviewDate: string;
  starRating: number;
  reviewText: string;
  imageUrl?: string;
}

/** A seeded product before it is shaped as a content item. */
export interface SeedProduct {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  productType: number;
  variantOptionOrdering: string[];
  variants: SeedVariant[];
  onSale?: boolean;
  priceCents?: number;
  salePriceCents?: number;
  isSubscribable?: boolean;
  subscriptionPlan?: { billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' }; numBillingCycles: number };
  additionalFieldsFormId?: string;
  scarcity?: SeedScarcity;
  reviews?: SeedReview[];
  useCustomAddButtonText?: boolean;
  customAddButtonText?: string;
}

function variant(
  id: string,
  attributes: Record<string, string>,
  priceCents: number,
  qtyInStock: number,
  sale?: number,
  unlimited = false,
): SeedVariant {
  return {
    id,
    sku: `SQ-${id.toUpperCase()}`,
    attributes,
    priceCents,
    salePriceCents: sale ?? 0,
    onSale: sale !== undefined,
    qtyInStock,
    unlimited,
  };
}

function product(fields: Omit<SeedProduct, 'excerpt'> & { excerpt?: string }): SeedProduct {
  return { excerpt: '', ...fields };
}

function tee(): SeedProduct {
  const sizes = ['S', 'M', 'L'];
  const colors = ['Black', 'White'];
  const variants: SeedVariant[] = [];
  for (const size of sizes) {
    for (const color of colors) {
      const id = `tee-${size}-${color}`.toLowerCase();
      const qty = size === 'L' && color === 'White' ? 0 : 12;
      const sale = size === 'M' && color === 'Black' ? 2000 : undefined;
      variants.push(variant(id, { Size: size, Color: color }, 2800, qty, sale));
    }
  }
  return product({
    id: 'classic-tee', slug: 'classic-tee', title: 'Classic Tee', productType: PRODUCT_TYPE.PHYSICAL,
    excerpt: 'Heavyweight organic cotton tee. Large in white is sold out; medium in black is on sale.',
    variantOptionOrdering: ['Size', 'Color'], variants,
    reviews: [
      { userName: 'Sam L.', reviewDate: '2026-08-03', starRating: 4, reviewText: 'Soft and thick, kept its shape after many washes.' },
      { userName: 'Priya N.', reviewDate: '2026-08-29', starRating: 3, reviewText: 'Good shirt, but runs a size small.' },
    ],
  });
}

function backpack(): SeedProduct {
  const variants: SeedVariant[] = [];
  for (const color of ['Olive', 'Navy']) {
    for (const size of ['Small', 'Large']) {
      for (const material of ['Canvas', 'Waxed']) {
        const id = `pack-${color}-${size}-${material}`.toLowerCase();
        const price = (size === 'Large' ? 9800 : 8400) + (material === 'Waxed' ? 1500 : 0);
        const qty = color === 'Navy' && material === 'Waxed' ? 0 : 5;
        const sale = color === 'Olive' && size === 'Small' ? price - 1400 : undefined;
        variants.push(variant(id, { Color: color, Size: size, Material: material }, price, qty, sale));
      }
    }
  }
  return product({
    id: 'canvas-backpack', slug: 'canvas-backpack', title: 'Canvas Backpack', productType: PRODUCT_TYPE.PHYSICAL,
    excerpt: 'Three options: colour, size and material. Navy waxed bags are sold out; small olive bags are on sale.',
    variantOptionOrdering: ['Color', 'Size', 'Material'], variants,
    reviews: [
      { userName: 'Jonas B.', reviewDate: '2026-07-12', starRating: 5, reviewText: 'Carried it through a month of travel without a scratch.' },
      { userName: 'Lea M.', reviewDate: '2026-08-18', starRating: 5, reviewText: 'The waxed canvas is worth it.' },
      { userName: 'Chris D.', reviewDate: '2026-09-01', starRating: 4, reviewText: 'Roomy, though the straps could use more padding.' },
      { userName: 'Ines V.', reviewDate: '2026-10-09', starRating: 4, reviewText: 'Great colour, a little stiff at first.' },
    ],
  });
}

/** The seeded demo catalog: every product kind the storefront has to show. */
export function seedCatalog(): SeedProduct[] {
  return [
    tee(),
    backpack(),
    product({
      id: 'field-guide-ebook', slug: 'field-guide-ebook', title: 'Field Guide eBook', productType: PRODUCT_TYPE.DIGITAL,
      excerpt: 'A downloadable PDF guide. Digital products are never sold out.',
      variantOptionOrdering: [], onSale: true, priceCents: 1500, salePriceCents: 900,
      variants: [variant('ebook', {}, 1500, 0, 900, true)],
    }),
    product({
      id: 'design-consultation', slug: 'design-consultation', title: 'Design Consultation', productType: PRODUCT_TYPE.SERVICE,
      excerpt: 'A one-hour video call with our studio.',
      variantOptionOrdering: ['Length'],
      variants: [
        variant('consult-30', { Length: '30 minutes' }, 7500, 0, undefined, true),
        variant('consult-60', { Length: '60 minutes' }, 15000, 0, undefined, true),
      ],
    }),
    product({
      id: 'gift-card', slug: 'gift-card', title: 'Gift Card', productType: PRODUCT_TYPE.GIFT_CARD,
      excerpt: 'Choose a denomination. Gift cards are never sold out or on sale.',
      variantOptionOrdering: ['Amount'],
      variants: [
        variant('gift-25', { Amount: '$25.00' }, 2500, 0, undefined, true),
        variant('gift-50', { Amount: '$50.00' }, 5000, 0, undefined, true),
        variant('gift-100', { Amount: '$100.00' }, 10000, 0, undefined, true),
      ],
    }),
    product({
      id: 'coffee-subscription', slug: 'coffee-subscription', title: 'Coffee Subscription', productType: PRODUCT_TYPE.PHYSICAL,
      excerpt: 'A bag of single-origin coffee every month for a year.',
      variantOptionOrdering: ['Grind'], isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 },
      variants: [
        variant('coffee-whole', { Grind: 'Whole bean' }, 1800, 100),
        variant('coffee-ground', { Grind: 'Ground' }, 1800, 100),
      ],
    }),
    product({
      id: 'engraved-pen', slug: 'engraved-pen', title: 'Engraved Pen', productType: PRODUCT_TYPE.PHYSICAL,
      excerpt: 'A brass pen engraved with your text. You fill in the engraving form before it is added.',
      variantOptionOrdering: [], additionalFieldsFormId: 'engraving-form',
      useCustomAddButtonText: true, customAddButtonText: 'Personalise & Add',
      variants: [variant('pen', {}, 4500, 25)],
      reviews: [
        { userName: 'Olu A.', reviewDate: '2026-10-30', starRating: 5, reviewText: 'The engraving is crisp. A lovely gift.', imageUrl: productImageUrl('engraved-pen') },
      ],
    }),
    product({
      id: 'limited-print', slug: 'limited-print', title: 'Limited Print', productType: PRODUCT_TYPE.PHYSICAL,
      excerpt: 'A signed, numbered print. Only a few are left.',
      variantOptionOrdering: ['Size'],
      scarcity: {
        scarcityEnabled: true,
        scarcityTemplateViews: ['product-detail', 'product-quick-view'],
        scarcityText: 'Only {quantity} left in stock',
        scarcityShownByDefault: true,
      },
      variants: [
        variant('print-a4', { Size: 'A4' }, 6000, 3),
        variant('print-a3', { Size: 'A3' }, 9000, 2),
      ],
      reviews: [
        { userName: 'Mira T.', reviewDate: '2026-06-20', starRating: 5, reviewText: 'Colours are even richer in person.' },
        { userName: 'Ben W.', reviewDate: '2026-07-04', starRating: 4, reviewText: 'Beautiful print, the tube packaging was dented.' },
        { userName: 'Hana K.', reviewDate: '2026-09-27', starRating: 4, reviewText: 'Framed it the day it arrived.' },
      ],
    }),
    product({
      id: 'ceramic-mug', slug: 'ceramic-mug', title: 'Ceramic Mug', productType: PRODUCT_TYPE.PHYSICAL,
      excerpt: 'Hand-thrown stoneware. Sold out in every colour: sign up to hear when it is back.',
      variantOptionOrdering: ['Color'],
      variants: [
        variant('mug-sand', { Color: 'Sand' }, 3200, 0),
        variant('mug-slate', { Color: 'Slate' }, 3200, 0),
      ],
    }),
    product({
      id: 'walnut-board', slug: 'walnut-board', title: 'Walnut Cutting Board', productType: PRODUCT_TYPE.PHYSICAL,
      excerpt: 'End-grain walnut, oiled by hand. Reviewed by our customers.',
      variantOptionOrdering: [],
      variants: [variant('board', {}, 11000, 8)],
      reviews: [
        { userName: 'Maya R.', reviewDate: '2026-09-15T02:30:00Z', starRating: 5, reviewText: 'Beautiful grain and very sturdy.' },
        { userName: 'Tom K.', reviewDate: '2026-10-02', starRating: 4, reviewText: 'Great board, a little heavier than expected.' },
        { userName: 'Ana P.', reviewDate: '2026-10-21', starRating: 5, reviewText: 'Bought a second one as a gift.', imageUrl: productImageUrl('walnut-board') },
      ],
    }),
    product({
      id: 'sticker-pack', slug: 'sticker-pack', title: 'Sticker Pack', productType: PRODUCT_TYPE.PHYSICAL,
      excerpt: 'Ten vinyl stickers. Plenty in stock.',
      variantOptionOrdering: [],
      variants: [variant('stickers', {}, 600, 500)],
    }),
  ];
}

/** Where a product's picture is served (dev/pages/productImageSvg.ts draws it). */
export function productImageUrl(slug: string): string {
  return `/dev/images/${slug}.svg`;
}

/** Money in the §3 shape: decimal string in major units plus currency. */
export interface MoneyJson {
  value: string;
  currency: string;
}

/** Converts integer cents to §3 money (2 fraction digits: every demo price is USD). */
export function centsToMoney(cents: number, currency: string = DEMO_CURRENCY): MoneyJson {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return { value: `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`, currency };
}

/** Live stock of one variant. */
export interface StockLevel {
  qtyInStock: number;
  unlimited: boolean;
}

/** Store merchandising settings shared by every seeded product. */
export const DEMO_STORE_SETTINGS = {
  restockNotificationsEnabled: true,
  restockNotificationsSuccessText: 'Signed up! We will email you when it is back in stock.',
  customSoldOutText: 'Sold Out',
  soldOutVariantsDropdownDisabled: false,
} as const;

/** Shapes a seeded product as a §3 content item, with live stock and (when it has one) its additional-fields form. */
export function toContentItem(
  seed: SeedProduct,
  stockById: ReadonlyMap<string, StockLevel>,
  forms: ReadonlyMap<string, DevForm>,
): Record<string, unknown> {
  const variants = seed.variants.map((entry) => {
    const stock = stockById.get(entry.id) ?? { qtyInStock: entry.qtyInStock, unlimited: entry.unlimited };
    return {
      id: entry.id,
      sku: entry.sku,
      price: entry.priceCents,
      salePrice: entry.salePriceCents,
      priceMoney: centsToMoney(entry.priceCents),
      salePriceMoney: centsToMoney(entry.salePriceCents),
      onSale: entry.onSale,
      unlimited: stock.unlimited,
      qtyInStock: stock.qtyInStock,
      attributes: entry.attributes,
      optionValues: seed.variantOptionOrdering.map((optionName) => ({ optionName, value: entry.attributes[optionName] ?? '' })),
      mainImage: { id: `img-${entry.id}`, assetUrl: productImageUrl(seed.slug) },
    };
  });
  const structuredContent: Record<string, unknown> = {
    productType: seed.productType,
    variants,
    onSale: seed.onSale ?? false,
    isSubscribable: seed.isSubscribable ?? false,
    variantOptionOrdering: seed.variantOptionOrdering,
    useCustomAddButtonText: seed.useCustomAddButtonText ?? false,
    customAddButtonText: seed.customAddButtonText ?? '',
  };
  if (seed.priceCents !== undefined) structuredContent.priceMoney = centsToMoney(seed.priceCents);
  if (seed.salePriceCents !== undefined) structuredContent.salePriceMoney = centsToMoney(seed.salePriceCents);
  if (seed.subscriptionPlan) structuredContent.subscriptionPlan = seed.subscriptionPlan;
  if (seed.additionalFieldsFormId) {
    structuredContent.additionalFieldsFormId = seed.additionalFieldsFormId;
    const form = forms.get(seed.additionalFieldsFormId);
    if (form) structuredContent.additionalFieldsForm = form;
  }
  const optionValues = seed.variantOptionOrdering.flatMap((optionName) =>
    [...new Set(seed.variants.map((entry) => entry.attributes[optionName] ?? ''))].map((value) => ({ optionName, value })),
  );
  const item: Record<string, unknown> = {
    id: seed.id,
    recordType: STORE_ITEM_RECORD_TYPE,
    title: seed.title,
    urlId: seed.slug,
    fullUrl: `/shop/p/${seed.slug}`,
    collectionId: 'demo-shop',
    excerpt: seed.excerpt ? `<p>${seed.excerpt}</p>` : '',
    assetUrl: productImageUrl(seed.slug),
    mainImage: { id: `img-${seed.id}`, assetUrl: productImageUrl(seed.slug), originalSize: '800x800' },
    storeSettings: DEMO_STORE_SETTINGS,
    optionValues,
    variants,
    structuredContent,
  };
  if (seed.scarcity) item.productMerchandisingContext = { [seed.id]: seed.scarcity };
  return item;
}
