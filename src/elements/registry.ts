import type { ElementLoaders } from './startLoader';

/** Every element of the library: tag name and a lazy loader for its package entry's class (used by the autoloader). */
export const elementRegistry: ElementLoaders = [
  ['store-product', () => import('./product/index').then((module) => module.StoreProductElement)],
  ['store-variant-select', () => import('./variant-select/index').then((module) => module.VariantSelectElement)],
  ['store-quantity-input', () => import('./quantity-input/index').then((module) => module.QuantityInputElement)],
  ['store-product-price', () => import('./product-price/index').then((module) => module.ProductPriceElement)],
  ['store-product-badge', () => import('./product-badge/index').then((module) => module.ProductBadgeElement)],
  ['store-scarcity', () => import('./scarcity/index').then((module) => module.ScarcityElement)],
  ['store-add-to-cart', () => import('./add-to-cart/index').then((module) => module.AddToCartElement)],
  ['store-cart-pill', () => import('./cart-pill/index').then((module) => module.CartPillElement)],
  ['store-cart', () => import('./cart/index').then((module) => module.StoreCartElement)],
  ['store-quick-view', () => import('./quick-view/index').then((module) => module.QuickViewElement)],
  ['store-restock-notification', () => import('./restock-notification/index').then((module) => module.RestockNotificationElement)],
  ['store-account', () => import('./account/index').then((module) => module.AccountElement)],
  ['store-analytics', () => import('./analytics/index').then((module) => module.AnalyticsElement)],
  ['store-cookie-consent', () => import('./cookie-consent/index').then((module) => module.CookieConsentElement)],
  ['store-form', () => import('./form/index').then((module) => module.StoreFormElement)],
  ['store-installment-pill', () => import('./installment-pill/index').then((module) => module.InstallmentPillElement)],
  ['store-review-stars', () => import('./review-stars/index').then((module) => module.ReviewStarsElement)],
  ['store-reviews', () => import('./reviews/index').then((module) => module.ReviewsElement)],
];
