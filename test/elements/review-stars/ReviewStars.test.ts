import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadCatalog } from '../../../src/elements/i18n/catalogs';
import { configureStorefront, resetStorefront } from '../../../src/elements/page/storefront';
import { createMockStorefront } from '../../../stories/support/mockStorefront';
import { cleanup, flush, mount, part, productScript, shadowOf } from '../support/renderElements';
import { tee } from '../support/products';

const review = (productId: string, starRating: number) => ({ userName: 'Ana', reviewDate: '2026-10-21', starRating, reviewText: 'Nice', productName: 'Tee', productId });
const data = (merchantId: string, ...reviews: ReturnType<typeof review>[]) => `<script type="application/json">${JSON.stringify({ merchantId, reviews })}</script>`;
const stars = (json: string, attributes = 'product-id="classic-tee" merchant-id="shop"') => `<store-review-stars ${attributes}>${json}</store-review-stars>`;

function fills(host: Element): string {
  return [...shadowOf(host).querySelectorAll('g')].map((star) => (star.querySelector('.star-fill') ? (star.querySelector('.star-fill')!.getAttribute('points')!.split(' ').length === 10 ? 'full' : 'half') : 'empty')).join(' ');
}

describe('<store-review-stars>', () => {
  afterEach(async () => {
    await cleanup();
    resetStorefront();
    vi.restoreAllMocks();
  });

  it.each([
    [[0], 'Rated 0.0 out of 5 stars, 1 review', '0.0', 'empty empty empty empty empty'],
    [[1], 'Rated 1.0 out of 5 stars, 1 review', '1.0', 'full empty empty empty empty'],
    [[4, 3], 'Rated 3.5 out of 5 stars, 2 reviews', '3.5', 'full full full half empty'],
    [[5, 5, 5], 'Rated 5.0 out of 5 stars, 3 reviews', '5.0', 'full full full full full'],
  ])('draws ratings %j as one labelled image with the average and count', async (ratings, label, average, drawn) => {
    const container = await mount(stars(data('shop', ...ratings.map((rating) => review('classic-tee', rating)))));
    const host = container.querySelector('store-review-stars')!;
    expect(host.getAttribute('data-state')).toBe('rated');
    const rating = part(host, 'rating')!;
    expect(rating.getAttribute('role')).toBe('img');
    expect(rating.getAttribute('aria-label')).toBe(label);
    expect(part(host, 'stars')?.getAttribute('aria-hidden')).toBe('true');
    expect(part(host, 'average')?.textContent).toBe(average);
    expect(part(host, 'count')?.textContent).toBe(`${ratings.length} ${ratings.length === 1 ? 'review' : 'reviews'}`);
    expect(fills(host)).toBe(drawn);
  });

  it('shows nothing without reviews, for another product, or for another merchant', async () => {
    const container = await mount(
      stars(data('shop')) + stars(data('shop', review('walnut-board', 5))) + stars(data('other-shop', review('classic-tee', 5))),
    );
    for (const host of container.querySelectorAll('store-review-stars')) {
      expect(host.getAttribute('data-state')).toBe('empty');
      expect(shadowOf(host).childElementCount).toBe(0);
    }
  });

  it('takes the product of its <store-product> and the merchant of the page context, from reviews keyed by merchant id', async () => {
    const keyed = `<script type="application/json">${JSON.stringify({ 'demo-website': [review('classic-tee', 4), review('walnut-board', 1)], other: [review('classic-tee', 1)] })}</script>`;
    const context = document.createElement('script');
    context.type = 'application/json';
    context.id = 'store-page-context';
    context.textContent = JSON.stringify({ website: { id: 'demo-website' } });
    document.head.append(context);
    try {
      resetStorefront();
      const container = await mount(`<store-product>${productScript(tee())}<store-review-stars>${keyed}</store-review-stars></store-product>`);
      expect(part(container.querySelector('store-review-stars'), 'rating')?.getAttribute('aria-label')).toBe('Rated 4.0 out of 5 stars, 1 review');
    } finally {
      context.remove();
    }
  });

  it('formats the average and writes its label in the page locale', async () => {
    await preloadCatalog('de-DE');
    const container = await mount(`<div lang="de-DE">${stars(data('shop', review('classic-tee', 4), review('classic-tee', 5)))}</div>`);
    const host = container.querySelector('store-review-stars')!;
    expect(part(host, 'average')?.textContent).toBe('4,5');
    expect(part(host, 'rating')?.getAttribute('aria-label')).toBe('Mit 4,5 von 5 Sternen bewertet, 2 Bewertungen');
  });

  it('loads review data from src once for every element showing it', async () => {
    const { storefront, requests } = createMockStorefront();
    const transport = storefront.api.transport;
    configureStorefront(storefront);
    const body = JSON.stringify({ merchantId: 'shop', reviews: [review('classic-tee', 5), review('classic-tee', 4)] });
    const calls: string[] = [];
    vi.spyOn(transport, 'request').mockImplementation(async (call) => {
      calls.push(call.path);
      return call.schema.parse(JSON.parse(body));
    });
    const container = await mount(stars('', 'product-id="classic-tee" merchant-id="shop" src="/reviews.json"') + '<store-reviews product-id="classic-tee" merchant-id="shop" src="/reviews.json"></store-reviews>');
    await flush();
    expect(calls).toEqual(['/reviews.json']);
    expect(requests).toEqual([]);
    expect(part(container.querySelector('store-review-stars'), 'rating')?.getAttribute('aria-label')).toBe('Rated 4.5 out of 5 stars, 2 reviews');
    expect(shadowOf(container.querySelector('store-reviews')).querySelectorAll('[part="review"]')).toHaveLength(2);
  });

  it('warns and shows nothing for malformed review data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = await mount(stars(`<script type="application/json">${JSON.stringify({ merchantId: 'shop', reviews: [{ ...review('classic-tee', 9) }] })}</script>`));
    const host = container.querySelector('store-review-stars')!;
    expect(host.getAttribute('data-state')).toBe('error');
    expect(shadowOf(host).childElementCount).toBe(0);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<store-review-stars> could not read its reviews: Invalid MerchantReviews: reviews[0].starRating');
  });
});
