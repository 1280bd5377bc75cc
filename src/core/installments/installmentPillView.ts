import type { CartSnapshot } from '../cart/CartStore';
import type { Message } from '../i18n/Translator';
import { isSoldOut, isVariantInStock } from '../product/availability';
import { installmentContextUnavailableReason, installmentOffer, type InstallmentContext, type InstallmentOffer, type InstallmentUnavailableReason } from './installmentOffer';
import { lowestPrice, variantPrice } from '../product/prices';
import { parseQuantity } from '../product/parseQuantity';
import type { Product } from '../schemas/productSchema';
import type { Variant } from '../schemas/variantSchema';

/** Why the installment pill is hidden. */
export type InstallmentHiddenReason = InstallmentUnavailableReason | 'loading' | 'no-context' | 'sold-out' | 'empty-cart';

/** What the installment pill shows: nothing, the in-range payments, or the out-of-range limit. */
export type InstallmentPillView =
  | { readonly state: 'hidden'; readonly reason: InstallmentHiddenReason }
  | { readonly state: 'in-range' | 'out-of-range'; readonly message: Message };

/** A product page's selection as the pill reads it. */
export interface ProductInstallmentInput {
  /** The product; null while loading. */
  readonly product: Product | null;
  /** The selected variant; null while options are unchosen. */
  readonly variant: Variant | null;
  /** The quantity as typed; anything but a whole number from 1 to 9999 counts as 1. */
  readonly quantity: string;
  /** The item's installment context; null when it could not be read. */
  readonly context: InstallmentContext | null;
  /** The shopper's locale (the element's) that the amounts are formatted for. */
  readonly locale: string;
}

function viewOf(offer: InstallmentOffer): InstallmentPillView {
  return offer.status === 'unavailable' ? { state: 'hidden', reason: offer.reason } : { state: offer.status, message: offer.message };
}

/** Hidden whatever the product or cart: without a context, or with one that offers no installments; else the context. */
function usableContext(context: InstallmentContext | null): InstallmentContext | InstallmentPillView {
  if (!context) return { state: 'hidden', reason: 'no-context' };
  const reason = installmentContextUnavailableReason(context);
  return reason ? { state: 'hidden', reason } : context;
}

/**
 * The pill of a product page: the selected variant's price (sale price when on sale; the lowest price while no variant
 * is chosen) times the quantity. Hidden without a context or one offering none (known before the product), while
 * loading, or when the variant (or the product) is sold out.
 */
export function productInstallmentView(input: ProductInstallmentInput): InstallmentPillView {
  const { product, variant, locale } = input;
  const context = usableContext(input.context);
  if ('state' in context) return context;
  if (!product) return { state: 'hidden', reason: 'loading' };
  if (variant ? !isVariantInStock(variant) : isSoldOut(product)) return { state: 'hidden', reason: 'sold-out' };
  const parsed = parseQuantity(input.quantity);
  const quantity = 'quantity' in parsed ? parsed.quantity : 1;
  const price = (variant ? variantPrice(variant) : lowestPrice(product)).multiply(quantity);
  return viewOf(installmentOffer({ price, productType: product.structuredContent.productType, context, locale }));
}

/** The product types of a cart's items: its `items` when the cart lists them, else its entries' (unknown counts as not physical). */
export function cartProductTypes(snapshot: CartSnapshot): number[] {
  const items = snapshot.cart?.items;
  return items ? items.map((item) => item.productType) : snapshot.entries.map((entry) => entry.productType ?? -1);
}

/** The pill of the cart page: the cart subtotal, only when every item is physical, amounts for the shopper's `locale`; hidden by the context (known before the cart), while loading or empty. */
export function cartInstallmentView(snapshot: CartSnapshot, shopContext: InstallmentContext | null, locale: string): InstallmentPillView {
  const context = usableContext(shopContext);
  if ('state' in context) return context;
  if (snapshot.status === 'idle' || snapshot.status === 'loading') return { state: 'hidden', reason: 'loading' };
  if (snapshot.entries.length === 0) return { state: 'hidden', reason: 'empty-cart' };
  return viewOf(installmentOffer({ price: snapshot.subtotal, context, locale, cartProductTypes: cartProductTypes(snapshot) }));
}
