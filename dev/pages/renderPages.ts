import type { ShoppingCartJson } from '../store/DevStore';
import type { SeedReview } from '../store/seedCatalog';
import { escapeHtml, jsonForScript } from './escapeHtml';

/** Site name shown in every page title and header. */
export const DEMO_SITE_NAME = 'Storefront demo';

/** Parts of a page around its main content. */
export interface LayoutOptions {
  /** Page title (before the site name). */
  title: string;
  /** HTML of the main landmark's content. */
  main: string;
  /** Extra classes on body. Default none. */
  bodyClass?: string;
}

function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** The shared page shell: lang, title, stylesheet, the elements bundle, skip link, header/nav/main/footer landmarks. */
export function renderLayout(options: LayoutOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · ${DEMO_SITE_NAME}</title>
<link rel="stylesheet" href="/dev/demo.css">
<script src="/dist/storefront-elements.js" defer></script>
</head>
<body${options.bodyClass ? ` class="${escapeHtml(options.bodyClass)}"` : ''}>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header">
<a class="site-title" href="/shop">${DEMO_SITE_NAME}</a>
<nav class="site-nav" aria-label="Main">
<ul>
<li><a href="/shop">Shop</a></li>
<li><a href="/cart">Cart</a></li>
</ul>
</nav>
<store-cart-pill></store-cart-pill>
</header>
<main id="main" tabindex="-1">
${options.main}
</main>
<footer class="site-footer">
<p>A local demo store served by the reference API server. Nothing here is real and no payment is taken.</p>
</footer>
</body>
</html>
`;
}

/** The product list page (/shop). */
export function renderShopPage(products: Record<string, unknown>[]): string {
  const cards = products
    .map((item) => {
      const title = escapeHtml(item.title);
      const url = escapeHtml(item.fullUrl);
      return `<li class="product-card">
<article aria-labelledby="card-${escapeHtml(item.id)}">
<a class="product-card-image" href="${url}" tabindex="-1" aria-hidden="true"><img src="${escapeHtml(item.assetUrl)}" alt="" width="400" height="400" loading="lazy"></a>
<h2 id="card-${escapeHtml(item.id)}" class="product-card-title"><a href="${url}">${title}</a></h2>
<store-product>
<script type="application/json">${jsonForScript(item)}</script>
<store-product-badge></store-product-badge>
<store-product-price></store-product-price>
</store-product>
</article>
</li>`;
    })
    .join('\n');
  return renderLayout({
    title: 'Shop',
    bodyClass: 'page-shop',
    main: `<h1>Shop</h1>
<p class="lead">Every kind of product the storefront elements handle: options, sale and sold-out variants, digital, service, gift card, subscription, personalised, scarce, sold out with restock sign-up, and reviewed.</p>
<ul class="product-grid">
${cards}
</ul>`,
  });
}

function renderReviews(reviews: SeedReview[]): string {
  if (reviews.length === 0) return '';
  const average = reviews.reduce((sum, review) => sum + review.starRating, 0) / reviews.length;
  const rounded = Math.round(average * 10) / 10;
  const items = reviews
    .map((review) => `<li class="review">
<p class="review-stars" aria-label="${review.starRating} out of 5 stars">${'★'.repeat(review.starRating)}${'☆'.repeat(5 - review.starRating)}</p>
<blockquote><p>${escapeHtml(review.reviewText)}</p></blockquote>
<p class="review-meta">${escapeHtml(review.userName)}, <time datetime="${escapeHtml(review.reviewDate)}">${escapeHtml(review.reviewDate)}</time></p>
</li>`)
    .join('\n');
  return `<section class="reviews" aria-labelledby="reviews-title">
<h2 id="reviews-title">Reviews</h2>
<p class="reviews-summary">Rated ${rounded} out of 5 from ${reviews.length} reviews.</p>
<ul class="review-list">
${items}
</ul>
</section>`;
}

/** The product detail page (/shop/p/{slug}): the product JSON inside <store-product> with its child elements. */
export function renderProductPage(item: Record<string, unknown>, reviews: SeedReview[]): string {
  const title = escapeHtml(item.title);
  return renderLayout({
    title: String(item.title ?? 'Product'),
    bodyClass: 'page-product',
    main: `<nav class="breadcrumb" aria-label="Breadcrumb">
<ol>
<li><a href="/shop">Shop</a></li>
<li><a href="${escapeHtml(item.fullUrl)}" aria-current="page">${title}</a></li>
</ol>
</nav>
<article class="product-detail" aria-labelledby="product-title">
<img class="product-image" src="${escapeHtml(item.assetUrl)}" alt="${title}" width="560" height="560">
<div class="product-info">
<h1 id="product-title">${title}</h1>
<store-product>
<script type="application/json">${jsonForScript(item)}</script>
<store-product-badge></store-product-badge>
<store-product-price></store-product-price>
<store-scarcity></store-scarcity>
<store-variant-select></store-variant-select>
<store-quantity-input></store-quantity-input>
<store-add-to-cart></store-add-to-cart>
</store-product>
<div class="product-excerpt">${String(item.excerpt ?? '')}</div>
${renderReviews(reviews)}
</div>
</article>`,
  });
}

function renderCartTable(cart: ShoppingCartJson): string {
  const currency = cart.subtotalAmount.currency;
  return `<table class="cart-table">
<caption>Items in your cart</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Options</th><th scope="col" class="numeric">Quantity</th><th scope="col" class="numeric">Price</th><th scope="col" class="numeric">Total</th></tr></thead>
<tbody>
${cart.entries
  .map((entry) => {
    const options = Object.entries(entry.chosenVariant.attributes).map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`).join(', ');
    return `<tr><th scope="row">${escapeHtml(entry.title)}</th><td>${options || '—'}</td><td class="numeric">${entry.quantity}</td><td class="numeric">${formatCents(entry.purchasePriceCents, currency)}</td><td class="numeric">${formatCents(entry.subTotal, currency)}</td></tr>`;
  })
  .join('\n')}
</tbody>
<tfoot><tr><th scope="row" colspan="4">Subtotal (${cart.totalQuantity} items)</th><td class="numeric">${formatCents(cart.subtotalCents, currency)}</td></tr></tfoot>
</table>`;
}

/** The cart page (/cart), rendered from the visitor's cart on the server; the root element marks the full-page cart. */
export function renderCartPage(cart: ShoppingCartJson): string {
  const body = cart.entries.length === 0
    ? '<p class="cart-empty">Your cart is empty. <a href="/shop">Continue shopping</a>.</p>'
    : `${renderCartTable(cart)}\n<p><a class="button" href="/checkout?cartToken=${encodeURIComponent(cart.cartToken)}">Check out</a></p>`;
  return renderLayout({ title: 'Cart', bodyClass: 'page-cart', main: `<h1>Your cart</h1>\n<div id="sqs-cart-root" class="cart-root">\n${body}\n</div>` });
}

/** The checkout (or subscription) review page for a cart token, with a Place order form carrying the crumb. */
export function renderCheckoutReviewPage(cart: ShoppingCartJson, crumb: string, heading: 'Checkout' | 'Subscription'): string {
  const main = cart.entries.length === 0
    ? `<h1>${heading}</h1>\n<p>This cart is empty. <a href="/shop">Go to the shop</a>.</p>`
    : `<h1>${heading}</h1>
${renderCartTable(cart)}
<form class="checkout-form" method="post" action="/checkout">
<input type="hidden" name="cartToken" value="${escapeHtml(cart.cartToken)}">
<input type="hidden" name="crumb" value="${escapeHtml(crumb)}">
<button type="submit">Place order</button>
</form>`;
  return renderLayout({ title: heading, bodyClass: 'page-checkout', main });
}

/** The checkout result page. */
export function renderCheckoutPage(cart: ShoppingCartJson | undefined, error: string | undefined): string {
  const main = error || !cart
    ? `<h1>Checkout</h1>\n<p class="notice" role="alert">${escapeHtml(error ?? 'There is no cart to check out.')}</p>\n<p><a href="/cart">Back to your cart</a></p>`
    : `<h1>Order confirmed</h1>\n<p>Thank you. Order <strong>${escapeHtml(cart.orderId)}</strong> for ${formatCents(cart.grandTotalCents, cart.subtotalAmount.currency)} is placed; stock has been taken from the shelves.</p>\n<p><a href="/shop">Continue shopping</a></p>`;
  return renderLayout({ title: error ? 'Checkout' : 'Order confirmed', bodyClass: 'page-checkout', main });
}

/** The not-found page. */
export function renderNotFoundPage(path: string): string {
  return renderLayout({
    title: 'Page not found',
    main: `<h1>Page not found</h1>\n<p>Nothing lives at <code>${escapeHtml(path)}</code>. <a href="/shop">Go to the shop</a>.</p>`,
  });
}
