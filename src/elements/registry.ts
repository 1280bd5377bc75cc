import type { StoreTagName } from './elementClasses';

/** Every element of the library: tag name and a lazy loader for its class (used by the autoloader). */
export const elementRegistry: ReadonlyArray<readonly [tagName: StoreTagName, load: () => Promise<CustomElementConstructor>]> = [
  ['store-product', () => import('./product/element').then((module) => module.StoreProductElement)],
  ['store-variant-select', () => import('./variant-select/element').then((module) => module.VariantSelectElement)],
  ['store-quantity-input', () => import('./quantity-input/element').then((module) => module.QuantityInputElement)],
  ['store-product-price', () => import('./product-price/element').then((module) => module.ProductPriceElement)],
  ['store-product-badge', () => import('./product-badge/element').then((module) => module.ProductBadgeElement)],
  ['store-scarcity', () => import('./scarcity/element').then((module) => module.ScarcityElement)],
  ['store-add-to-cart', () => import('./add-to-cart/element').then((module) => module.AddToCartElement)],
  ['store-cart-pill', () => import('./cart-pill/element').then((module) => module.CartPillElement)],
  ['store-cart', () => import('./cart/element').then((module) => module.StoreCartElement)],
  ['store-quick-view', () => import('./quick-view/element').then((module) => module.QuickViewElement)],
  ['store-restock-notification', () => import('./restock-notification/element').then((module) => module.RestockNotificationElement)],
  ['store-account', () => import('./account/element').then((module) => module.AccountElement)],
  ['store-analytics', () => import('./analytics/element').then((module) => module.AnalyticsElement)],
  ['store-cookie-consent', () => import('./cookie-consent/element').then((module) => module.CookieConsentElement)],
  ['store-form', () => import('./form/element').then((module) => module.StoreFormElement)],
  ['store-installment-pill', () => import('./installment-pill/element').then((module) => module.InstallmentPillElement)],
  ['store-review-stars', () => import('./review-stars/element').then((module) => module.ReviewStarsElement)],
  ['store-reviews', () => import('./reviews/element').then((module) => module.ReviewsElement)],
];
