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
