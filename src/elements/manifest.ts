import type { StoreElementClass } from './mounting/createStoreElement';

/** One element of the library. */
export interface ElementRow {
  /** Folder under src/elements holding its element.ts and its entry index.ts, built as `elements/<folder>.js`. */
  readonly folder: string;
  /** Imports the element's entry (`./<folder>/index`) and resolves to its class. */
  readonly load: () => Promise<StoreElementClass>;
}

/**
 * Every element of the library by tag name, the one table of them: registration (defineAllElements), the loader, the
 * build's entries, custom-elements.json and the tests read it. Adding an element is one folder and one row.
 * Rows keep the form `'<tag>': { folder: '<folder>', load: () => import('./<folder>/index')… }` (scripts/readElementManifest.mjs reads it so).
 */
export const elementManifest = {
  'store-product': { folder: 'product', load: () => import('./product/index').then((module) => module.StoreProductElement) },
  'store-variant-select': { folder: 'variant-select', load: () => import('./variant-select/index').then((module) => module.VariantSelectElement) },
  'store-quantity-input': { folder: 'quantity-input', load: () => import('./quantity-input/index').then((module) => module.QuantityInputElement) },
  'store-product-price': { folder: 'product-price', load: () => import('./product-price/index').then((module) => module.ProductPriceElement) },
  'store-product-badge': { folder: 'product-badge', load: () => import('./product-badge/index').then((module) => module.ProductBadgeElement) },
  'store-scarcity': { folder: 'scarcity', load: () => import('./scarcity/index').then((module) => module.ScarcityElement) },
  'store-add-to-cart': { folder: 'add-to-cart', load: () => import('./add-to-cart/index').then((module) => module.AddToCartElement) },
  'store-cart-pill': { folder: 'cart-pill', load: () => import('./cart-pill/index').then((module) => module.CartPillElement) },
  'store-cart': { folder: 'cart', load: () => import('./cart/index').then((module) => module.StoreCartElement) },
  'store-quick-view': { folder: 'quick-view', load: () => import('./quick-view/index').then((module) => module.QuickViewElement) },
  'store-restock-notification': { folder: 'restock-notification', load: () => import('./restock-notification/index').then((module) => module.RestockNotificationElement) },
  'store-account': { folder: 'account', load: () => import('./account/index').then((module) => module.AccountElement) },
  'store-analytics': { folder: 'analytics', load: () => import('./analytics/index').then((module) => module.AnalyticsElement) },
  'store-cookie-consent': { folder: 'cookie-consent', load: () => import('./cookie-consent/index').then((module) => module.CookieConsentElement) },
  'store-form': { folder: 'form', load: () => import('./form/index').then((module) => module.StoreFormElement) },
  'store-installment-pill': { folder: 'installment-pill', load: () => import('./installment-pill/index').then((module) => module.InstallmentPillElement) },
  'store-review-stars': { folder: 'review-stars', load: () => import('./review-stars/index').then((module) => module.ReviewStarsElement) },
  'store-reviews': { folder: 'reviews', load: () => import('./reviews/index').then((module) => module.ReviewsElement) },
} as const satisfies Readonly<Record<`store-${string}`, ElementRow>>;

/** Tag names of every element of the library. */
export type StoreTagName = keyof typeof elementManifest;

/** The manifest's rows, tag name first, in its order. */
export const elementRows = (): [StoreTagName, ElementRow][] => Object.entries(elementManifest) as [StoreTagName, ElementRow][];
