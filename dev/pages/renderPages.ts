import { readFileSync } from 'node:fs';
import { englishCatalog, Translator, type MessageCatalog } from '../../src/core/i18n';
import { subscriptionPriceMessage } from '../../src/core/product/subscriptionPrice';
import { productInstallmentView } from '../../src/core/installments';
import { aggregateRatingJsonLd, reviewSummary } from '../../src/core/reviews';
import { parseProduct } from '../../src/core/schemas';
import { DEMO_WEBSITE_ID, type ShoppingCartJson } from '../store/DevStore';
import { PRODUCT_TYPE, productImageUrl, type SeedReview } from '../store/seedCatalog';
import { DEV_INSTALLMENT_MODAL_SRC } from '../installmentModals';
import { DemoTemplates } from './DemoTemplates';
import { DEMO_INSTALLMENT_CONTEXT } from './demoInstallmentContext';
import type { DemoLanguage } from './demoPageContext';
import { languageChoices, type DemoText } from './demoText';
import { jsonForScript } from './escapeHtml';
import { productImageAlt } from './productImageSvg';

/** Site name shown in every page title and header. */
export const DEMO_SITE_NAME = 'Storefront demo';

const templates = new DemoTemplates();

/** What a page's `<store-installment-pill>` gets: the demo's installment context and the stand-in modal pages. */
const INSTALLMENT_PILL = { json: jsonForScript(DEMO_INSTALLMENT_CONTEXT), modalSrc: DEV_INSTALLMENT_MODAL_SRC };

function formatCents(language: DemoLanguage, cents: number, currency: string): string {
  return new Intl.NumberFormat(language.tag ?? 'en-US', { style: 'currency', currency }).format(cents / 100);
}

function layout(language: DemoLanguage, title: string, bodyClass: string, main: string, captcha = false): string {
  return templates.render('layout', {
    title,
    bodyClass,
    main,
    siteName: DEMO_SITE_NAME,
    captcha: captcha || undefined,
    text: language.text,
    switcher: { path: language.path, keep: language.keep, languages: languageChoices(language.locale) },
  });
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

const translators = new Map<string, Translator>();

/** The library's catalog of the page's language, for texts the demo shows as the elements would. */
function translatorOf(language: DemoLanguage): Translator {
  let translator = translators.get(language.locale);
  if (!translator) {
    const catalog = language.locale === 'en-US' ? englishCatalog : (JSON.parse(readFileSync(new URL(`../../src/locales/${language.locale}.json`, import.meta.url), 'utf8')) as MessageCatalog);
    translator = new Translator(catalog, language.locale);
    translators.set(language.locale, translator);
  }
  return translator;
}

/** Finds a catalog item by id, for the checkout's subscription prices. */
export type ProductLookup = (itemId: string) => Record<string, unknown> | undefined;

/** An amount of a cart entry: for a subscription product, with its billing period ('$18.00 every month for 1 year'). */
function entryAmount(language: DemoLanguage, cents: number, currency: string, item: Record<string, unknown> | undefined): string {
  const price = formatCents(language, cents, currency);
  const content = (item?.structuredContent ?? {}) as Record<string, unknown>;
  return item && content.isSubscribable === true ? translatorOf(language).render(subscriptionPriceMessage(parseProduct(item), price)) : price;
}

function slugOf(productUrl: string): string {
  return productUrl.slice(productUrl.lastIndexOf('/') + 1);
}

function lineItems(language: DemoLanguage, cart: ShoppingCartJson, caption: string, productOf: ProductLookup): string {
  const currency = cart.subtotalAmount.currency;
  return templates.render('cart-table', {
    text: language.text,
    caption,
    entries: cart.entries.map((entry) => ({
      title: entry.title,
      url: entry.productUrl,
      imageUrl: productImageUrl(slugOf(entry.productUrl)),
      options: Object.entries(entry.chosenVariant.attributes).map(([name, value]) => `${name}: ${value}`).join(', ') || '—',
      quantity: entry.quantity,
      unitPrice: entryAmount(language, entry.purchasePriceCents, currency, productOf(entry.itemId)),
      total: entryAmount(language, entry.subTotal, currency, productOf(entry.itemId)),
    })),
    subtotal: formatCents(language, cart.subtotalCents, currency),
    grandTotal: formatCents(language, cart.grandTotalCents, currency),
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

/** One product card (shop grid, search results): picture, title as a heading of `headingLevel`, badge, price and Quick View. */
function productCards(language: DemoLanguage, products: Record<string, unknown>[], headingLevel: 2 | 3): string[] {
  return products.map((item) => templates.render('product-card', {
    id: item.id,
    title: item.title,
    url: item.fullUrl,
    imageUrl: item.assetUrl,
    json: jsonForScript(item),
    headingLevel,
    text: language.text,
  }));
}

/** The product list page (/shop). */
export function renderShopPage(language: DemoLanguage, products: Record<string, unknown>[]): string {
  const main = templates.render('shop', { text: language.text, cards: productCards(language, products, 2) });
  return layout(language, language.text.shop, 'page-shop', main);
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
export function renderProductPage(language: DemoLanguage, item: Record<string, unknown>, reviews: (SeedReview & { productId: string; productName: string })[], restock?: RestockFormState): string {
  const settings = (item.storeSettings ?? {}) as { restockNotificationsEnabled?: boolean };
  const soldOut = settings.restockNotificationsEnabled === true && restock ? soldOutVariants(item) : [];
  const main = templates.render('product', {
    text: language.text,
    title: item.title,
    imageAlt: productImageAlt(String(item.urlId ?? '')),
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
  return layout(language, String(item.title ?? ''), 'page-product', main, soldOut.length > 0);
}

/** The cart page (/cart): `<store-cart>`, the root element that marks the full-page cart, with the visitor's cart as inline JSON (final first paint). */
export function renderCartPage(language: DemoLanguage, cart: ShoppingCartJson): string {
  return layout(language, language.text.cart, 'page-cart', templates.render('cart', {
    text: language.text,
    json: jsonForScript(cart),
    installments: cart.entries.length > 0 ? INSTALLMENT_PILL : undefined,
  }));
}

/** Headings of the checkout review pages (keys of DemoText). */
export type CheckoutHeading = Extract<keyof DemoText, 'checkout' | 'subscription' | 'giftCard'>;

/**
 * The checkout (subscription, gift card) review page for a cart, with a Place order form carrying the crumb and the cart version;
 * `productOf` finds each entry's product (a subscription's price shows its billing period); `notice` explains a refused stale cart.
 */
export function renderCheckoutReviewPage(language: DemoLanguage, cart: ShoppingCartJson, productOf: ProductLookup, crumb: string, heading: CheckoutHeading, notice?: string): string {
  const { text } = language;
  const main = templates.render('checkout-review', {
    text,
    heading: text[heading],
    notice: notice === undefined ? undefined : { text: notice },
    cart: cart.entries.length > 0 ? { table: lineItems(language, cart, text.cartItems, productOf), cartToken: cart.cartToken, cartVersion: cart.version, crumb } : undefined,
  });
  return layout(language, text[heading], 'page-checkout', main);
}

/** The checkout result page: the confirmed order with its number, line items and totals, or why it failed. */
export function renderCheckoutPage(language: DemoLanguage, cart: ShoppingCartJson | undefined, productOf: ProductLookup, error: string | undefined): string {
  const { text } = language;
  const failed = error !== undefined || !cart;
  const main = templates.render('checkout-result', {
    text,
    error: failed ? { message: error ?? 'There is no cart to check out.' } : undefined,
    order: cart && !failed ? { orderId: cart.orderId, table: lineItems(language, cart, text.orderItems, productOf) } : undefined,
  });
  return layout(language, failed ? text.checkout : text.orderConfirmed, 'page-checkout', main);
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
export function renderAccountPage(language: DemoLanguage, switches: DemoSwitchView): string {
  return layout(language, language.text.account, 'page-account', templates.render('account', { ...switches, text: language.text }));
}

/** The search page (/search?q=): product cards of the products whose title contains the query. */
export function renderSearchPage(language: DemoLanguage, query: string, products: Record<string, unknown>[]): string {
  const { text } = language;
  const asked = query.trim();
  const needle = asked.toLowerCase();
  const found = needle ? products.filter((item) => String(item.title ?? '').toLowerCase().includes(needle)) : [];
  return layout(language, text.search, 'page-search', templates.render('search', {
    text,
    query: asked,
    results: found.length ? { heading: text.searchResults.replace('{query}', asked), cards: productCards(language, found, 3) } : undefined,
    nothingFound: needle && found.length === 0 ? { message: text.noResults.replace('{query}', asked) } : undefined,
  }));
}

/** The contact page (/contact): the every-field form from its inline JSON (captcha on), and the newsletter form loaded by id. */
export function renderContactPage(language: DemoLanguage, everyFieldForm: unknown, newsletterFormId: string): string {
  return layout(language, language.text.contact, 'page-contact', templates.render('contact', { text: language.text, formJson: jsonForScript(everyFieldForm), newsletterFormId }));
}

/** Where the newsletter form redirects after a sign-up. */
export function renderContactThanksPage(language: DemoLanguage): string {
  return layout(language, language.text.thanksHeading, 'page-contact', templates.render('contact-thanks', { text: language.text }));
}

/** The not-found page. */
export function renderNotFoundPage(language: DemoLanguage, path: string): string {
  return layout(language, language.text.notFound, 'page-not-found', templates.render('not-found', { path, text: language.text }));
}

/** What the telemetry probe page throws once loaded: from our script (through its public API), from a third-party script, or nothing. */
export type TelemetryProbeThrow = 'ours' | 'theirs' | 'none';

/** The telemetry probe page (/telemetry-probe): a cart pill page whose probe script throws as asked. */
export function renderTelemetryProbePage(language: DemoLanguage, kind: TelemetryProbeThrow): string {
  return layout(language, 'Telemetry probe', 'page-telemetry-probe', templates.render('telemetry-probe', { kind }));
}
