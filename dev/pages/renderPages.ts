import { englishCatalog, Translator } from '../../src/core/i18n';
import { subscriptionPriceMessage } from '../../src/core/product/subscriptionPrice';
import { productInstallmentView } from '../../src/core/installments';
import { aggregateRatingJsonLd, reviewSummary } from '../../src/core/reviews';
import { parseProduct } from '../../src/core/schemas';
import { DEMO_WEBSITE_ID, type ShoppingCartJson } from '../store/DevStore';
import { PRODUCT_TYPE, type SeedReview } from '../store/seedCatalog';
import { DEV_INSTALLMENT_MODAL_SRC } from '../installmentModals';
import { DemoTemplates } from './DemoTemplates';
import { DEMO_INSTALLMENT_CONTEXT } from './demoInstallmentContext';
import { jsonForScript } from './escapeHtml';

/** Site name shown in every page title and header. */
export const DEMO_SITE_NAME = 'Storefront demo';

const templates = new DemoTemplates();

/** What a page's `<store-installment-pill>` gets: the demo's installment context and the stand-in modal pages. */
const INSTALLMENT_PILL = { json: jsonForScript(DEMO_INSTALLMENT_CONTEXT), modalSrc: DEV_INSTALLMENT_MODAL_SRC };

function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

function layout(title: string, bodyClass: string, main: string, captcha = false): string {
  return templates.render('layout', { title, bodyClass, main, siteName: DEMO_SITE_NAME, captcha: captcha || undefined });
}

/** State of the restock sign-up form on a product page. */
export interface RestockFormState {
  /** Crumb to post back in the form. */
  crumb: string;
  /** Outcome of the last sign-up, shown above the form. Default none. */
  notice?: { kind: 'success' | 'error'; text: string };
}

interface VariantView {
  id: string;
  qtyInStock: number;
  unlimited: boolean;
  attributes: Record<string, string>;
}

function variantsOf(item: Record<string, unknown>): VariantView[] {
  return (((item.structuredContent ?? {}) as Record<string, unknown>).variants ?? []) as VariantView[];
}

function soldOutVariants(item: Record<string, unknown>): { id: string; label: string }[] {
  return variantsOf(item)
    .filter((variant) => !variant.unlimited && variant.qtyInStock <= 0)
    .map((variant) => ({ id: variant.id, label: Object.values(variant.attributes).join(' / ') || String(item.title ?? variant.id) }));
}

const english = new Translator(englishCatalog, 'en-US');

/** Finds a catalog item by id, for the checkout's subscription prices. */
export type ProductLookup = (itemId: string) => Record<string, unknown> | undefined;

/** An amount of a cart entry: for a subscription product, with its billing period ('$18.00 every month for 1 year'). */
function entryAmount(cents: number, currency: string, item: Record<string, unknown> | undefined): string {
  const price = formatCents(cents, currency);
  const content = (item?.structuredContent ?? {}) as Record<string, unknown>;
  return item && content.isSubscribable === true ? english.render(subscriptionPriceMessage(parseProduct(item), price)) : price;
}

function cartTable(cart: ShoppingCartJson, productOf: ProductLookup): string {
  const currency = cart.subtotalAmount.currency;
  return templates.render('cart-table', {
    entries: cart.entries.map((entry) => ({
      title: entry.title,
      options: Object.entries(entry.chosenVariant.attributes).map(([name, value]) => `${name}: ${value}`).join(', ') || '—',
      quantity: entry.quantity,
      unitPrice: entryAmount(entry.purchasePriceCents, currency, productOf(entry.itemId)),
      total: entryAmount(entry.subTotal, currency, productOf(entry.itemId)),
    })),
    itemsLabel: cart.totalQuantity === 1 ? '1 item' : `${cart.totalQuantity} items`,
    subtotal: formatCents(cart.subtotalCents, currency),
  });
}

/** Which `<store-add-to-cart>` buttons a product page shows: subscribe, gift-card purchase, or add plus buy-now for physical products. */
export function addToCartModes(item: Record<string, unknown>): string[] {
  const content = (item.structuredContent ?? {}) as Record<string, unknown>;
  if (content.isSubscribable === true) return ['subscribe'];
  if (content.productType === PRODUCT_TYPE.GIFT_CARD) return ['gift-card'];
  if (content.productType === PRODUCT_TYPE.PHYSICAL && !content.additionalFieldsFormId) return ['add', 'buy-now'];
  return ['add'];
}

/** The product list page (/shop). */
export function renderShopPage(products: Record<string, unknown>[]): string {
  const main = templates.render('shop', {
    products: products.map((item) => ({ id: item.id, title: item.title, url: item.fullUrl, imageUrl: item.assetUrl, json: jsonForScript(item) })),
  });
  return layout('Shop', 'page-shop', main);
}

/** Whether the product page's installment pill shows when the page opens (by the element's own rule), so the page keeps its space only then. */
function installmentPillShown(item: Record<string, unknown>): boolean {
  const view = productInstallmentView({ product: parseProduct(item), variant: null, quantity: '1', context: DEMO_INSTALLMENT_CONTEXT, locale: 'en-US' });
  return view.state !== 'hidden';
}

/** A product's merchant reviews as review data for `<store-review-stars>` / `<store-reviews>` and its AggregateRating JSON-LD. */
function reviewsView(item: Record<string, unknown>, reviews: (SeedReview & { productId: string; productName: string })[]) {
  if (reviews.length === 0) return undefined;
  const id = String(item.id);
  return {
    productId: id,
    json: jsonForScript({ merchantId: DEMO_WEBSITE_ID, reviews }),
    jsonLd: aggregateRatingJsonLd({ name: String(item.title ?? ''), id, url: String(item.fullUrl ?? '') }, reviewSummary(reviews, id)),
  };
}

/** The product detail page (/shop/p/{slug}): the product JSON inside <store-product> with its child elements. */
export function renderProductPage(item: Record<string, unknown>, reviews: (SeedReview & { productId: string; productName: string })[], restock?: RestockFormState): string {
  const settings = (item.storeSettings ?? {}) as { restockNotificationsEnabled?: boolean };
  const soldOut = settings.restockNotificationsEnabled === true && restock ? soldOutVariants(item) : [];
  const main = templates.render('product', {
    title: item.title,
    url: item.fullUrl,
    imageUrl: item.assetUrl,
    json: jsonForScript(item),
    installments: installmentPillShown(item) ? INSTALLMENT_PILL : undefined,
    excerptHtml: String(item.excerpt ?? ''),
    buttons: addToCartModes(item).map((mode) => ({ mode })),
    reviews: reviewsView(item, reviews),
    restock: soldOut.length > 0 && restock
      ? {
          action: `${String(item.fullUrl)}/restock`,
          partial: soldOut.length < variantsOf(item).length,
          crumb: restock.crumb,
          variants: soldOut,
          success: restock.notice?.kind === 'success' ? { text: restock.notice.text } : undefined,
          error: restock.notice?.kind === 'error' ? { text: restock.notice.text } : undefined,
        }
      : undefined,
  });
  return layout(String(item.title ?? 'Product'), 'page-product', main, soldOut.length > 0);
}

/** The cart page (/cart): `<store-cart>`, the root element that marks the full-page cart, with the visitor's cart as inline JSON (final first paint). */
export function renderCartPage(cart: ShoppingCartJson): string {
  return layout('Cart', 'page-cart', templates.render('cart', {
    json: jsonForScript(cart),
    installments: cart.entries.length > 0 ? INSTALLMENT_PILL : undefined,
  }));
}

/**
 * The checkout (subscription, gift card) review page for a cart, with a Place order form carrying the crumb and the cart version;
 * `productOf` finds each entry's product (a subscription's price shows its billing period); `notice` explains a refused stale cart.
 */
export function renderCheckoutReviewPage(cart: ShoppingCartJson, productOf: ProductLookup, crumb: string, heading: 'Checkout' | 'Subscription' | 'Gift card', notice?: string): string {
  const main = templates.render('checkout-review', {
    heading,
    notice: notice === undefined ? undefined : { text: notice },
    cart: cart.entries.length > 0 ? { table: cartTable(cart, productOf), cartToken: cart.cartToken, cartVersion: cart.version, crumb } : undefined,
  });
  return layout(heading, 'page-checkout', main);
}

/** The checkout result page: the confirmed order, or why it failed. */
export function renderCheckoutPage(cart: ShoppingCartJson | undefined, error: string | undefined): string {
  const failed = error !== undefined || !cart;
  const main = templates.render('checkout-result', {
    error: failed ? { message: error ?? 'There is no cart to check out.' } : undefined,
    orderId: cart?.orderId,
    total: cart ? formatCents(cart.grandTotalCents, cart.subtotalAmount.currency) : '',
  });
  return layout(failed ? 'Checkout' : 'Order confirmed', 'page-checkout', main);
}

/** The demo switches as the account page shows them. */
export interface DemoSwitchView {
  /** 'restrictive' or 'default'. */
  cookiePolicy: string;
  /** Website roles of a logged-in site user, e.g. 'none' or '4, 8'. */
  roles: string;
  /** 'on' or 'off'. */
  census: string;
}

/** The account page (/account): `<store-account>` and the demo switches. */
export function renderAccountPage(switches: DemoSwitchView): string {
  return layout('Account', 'page-account', templates.render('account', { ...switches }));
}

/** The search page (/search?q=): products whose title contains the query. */
export function renderSearchPage(query: string, products: Record<string, unknown>[]): string {
  const needle = query.trim().toLowerCase();
  const results = needle
    ? products.filter((item) => String(item.title ?? '').toLowerCase().includes(needle)).map((item) => ({ title: item.title, url: item.fullUrl }))
    : [];
  return layout('Search', 'page-search', templates.render('search', {
    query: query.trim(),
    results: results.length ? results : undefined,
    nothingFound: needle && results.length === 0 ? { query: query.trim() } : undefined,
  }));
}

/** The contact page (/contact): the every-field form from its inline JSON (captcha on), and the newsletter form loaded by id. */
export function renderContactPage(everyFieldForm: unknown, newsletterFormId: string): string {
  return layout('Contact', 'page-contact', templates.render('contact', { formJson: jsonForScript(everyFieldForm), newsletterFormId }));
}

/** Where the newsletter form redirects after a sign-up. */
export function renderContactThanksPage(): string {
  return layout('Thanks for signing up', 'page-contact', templates.render('contact-thanks', {}));
}

/** The not-found page. */
export function renderNotFoundPage(path: string): string {
  return layout('Page not found', 'page-not-found', templates.render('not-found', { path }));
}

/** What the telemetry probe page throws once loaded: from our script (through its public API), from a third-party script, or nothing. */
export type TelemetryProbeThrow = 'ours' | 'theirs' | 'none';

/** The telemetry probe page (/telemetry-probe): a cart pill page whose probe script throws as asked. */
export function renderTelemetryProbePage(kind: TelemetryProbeThrow): string {
  return layout('Telemetry probe', 'page-telemetry-probe', templates.render('telemetry-probe', { kind }));
}
