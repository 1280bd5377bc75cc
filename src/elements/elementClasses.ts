import { StoreProductElement } from './product/element';

/** Every element class of the library, keyed by tag name (static imports: used by the full bundle). */
export const elementClasses = {
  'store-product': StoreProductElement,
} as const satisfies Readonly<Record<string, CustomElementConstructor>>;

/** Tag names of every element of the library. */
export type StoreTagName = keyof typeof elementClasses;
