import { AddToCartElement } from './add-to-cart/element';
import { CartPillElement } from './cart-pill/element';
import { StoreCartElement } from './cart/element';
import { ProductBadgeElement } from './product-badge/element';
import { ProductPriceElement } from './product-price/element';
import { StoreProductElement } from './product/element';
import { QuantityInputElement } from './quantity-input/element';
import { ScarcityElement } from './scarcity/element';
import { VariantSelectElement } from './variant-select/element';
import { ReviewStarsElement } from './review-stars/element';
import { ReviewsElement } from './reviews/element';

/** The element classes the single-file script bundles (the product page with its reviews, the cart pill, the cart); the others it loads from files next to itself. */
export const scriptElementClasses = {
  'store-product': StoreProductElement,
  'store-variant-select': VariantSelectElement,
  'store-quantity-input': QuantityInputElement,
  'store-product-price': ProductPriceElement,
  'store-product-badge': ProductBadgeElement,
  'store-scarcity': ScarcityElement,
  'store-add-to-cart': AddToCartElement,
  'store-cart-pill': CartPillElement,
  'store-cart': StoreCartElement,
  'store-review-stars': ReviewStarsElement,
  'store-reviews': ReviewsElement,
} as const satisfies Readonly<Record<string, CustomElementConstructor>>;
