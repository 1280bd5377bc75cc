import { AddToCartElement } from './add-to-cart/element';
import { CartPillElement } from './cart-pill/element';
import { StoreCartElement } from './cart/element';
import { QuickViewElement } from './quick-view/element';
import { ProductBadgeElement } from './product-badge/element';
import { ProductPriceElement } from './product-price/element';
import { StoreProductElement } from './product/element';
import { QuantityInputElement } from './quantity-input/element';
import { ScarcityElement } from './scarcity/element';
import { VariantSelectElement } from './variant-select/element';
import { RestockNotificationElement } from './restock-notification/element';
import { AccountElement } from './account/element';
import { AnalyticsElement } from './analytics/element';
import { CookieConsentElement } from './cookie-consent/element';
import { StoreFormElement } from './form/element';
import { InstallmentPillElement } from './installment-pill/element';
import { ReviewStarsElement } from './review-stars/element';
import { ReviewsElement } from './reviews/element';

/** Every element class of the library, keyed by tag name (static imports: used by the full bundle). */
export const elementClasses = {
  'store-product': StoreProductElement,
  'store-variant-select': VariantSelectElement,
  'store-quantity-input': QuantityInputElement,
  'store-product-price': ProductPriceElement,
  'store-product-badge': ProductBadgeElement,
  'store-scarcity': ScarcityElement,
  'store-add-to-cart': AddToCartElement,
  'store-cart-pill': CartPillElement,
  'store-cart': StoreCartElement,
  'store-quick-view': QuickViewElement,
  'store-restock-notification': RestockNotificationElement,
  'store-account': AccountElement,
  'store-analytics': AnalyticsElement,
  'store-cookie-consent': CookieConsentElement,
  'store-form': StoreFormElement,
  'store-installment-pill': InstallmentPillElement,
  'store-review-stars': ReviewStarsElement,
  'store-reviews': ReviewsElement,
} as const satisfies Readonly<Record<string, CustomElementConstructor>>;

/** Tag names of every element of the library. */
export type StoreTagName = keyof typeof elementClasses;
