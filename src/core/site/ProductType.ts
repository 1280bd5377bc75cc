/** Product type codes; PAYWALL (5) exists only in the commerce layer. */
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

/** A product type code. */
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** Upper-case name of each product type code. */
export const PRODUCT_TYPE_NAMES = {
  1: 'PHYSICAL',
  2: 'DIGITAL',
  3: 'SERVICE',
  4: 'GIFT_CARD',
  5: 'PAYWALL',
} as const satisfies Record<ProductType, string>;

/** Template slug of each storefront product type code. */
export const PRODUCT_TYPE_SLUGS = {
  1: 'physical',
  2: 'digital',
  3: 'service',
  4: 'gift-card',
} as const;

/** True when `code` is a known product type code. */
export function isProductType(code: unknown): code is ProductType {
  return typeof code === 'number' && Object.hasOwn(PRODUCT_TYPE_NAMES, code);
}
