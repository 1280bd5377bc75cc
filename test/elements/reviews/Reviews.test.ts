import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadCatalog } from '../../../src/elements/i18n/catalogs';
import { freshPage, givePageContext, leavePage } from '../support/pageState';
import { cleanup, mount, part, shadowOf } from '../support/renderElements';
import { HOSTILE_URL_SAMPLE } from '../support/hostileUrls';

const reviews = [
  { userName: 'Maya R.', reviewDate: '2026-09-14', starRating: 5, reviewText: 'Beautiful grain.', productName: 'Walnut Board', productId: 'walnut-board' },
  { userName: 'Tom K.', reviewDate: '2026-10-02', starRating: 3.5, reviewText: 'A bit heavy.', productName: 'Walnut Board', productId: 'walnut-board', imageUrl: '/images/board.jpg' },
  { userName: 'Sam L.', reviewDate: '2026-08-03', starRating: 4, reviewText: 'Soft.', productName: 'Classic Tee', productId: 'classic-tee' },
];
const list = (productId: string, lang = 'en-US') =>
  `<div lang="${lang}"><store-reviews product-id="${productId}" merchant-id="shop"><script type="application/json">${JSON.stringify({ merchantId: 'shop', reviews })}</script></store-reviews></div>`;

describe('<store-reviews>', () => {
  afterEach(cleanup);

  it("lists the product's reviews: stars, text, optional image, author, date in the page locale, product name", async () => {
    const container = await mount(list('walnut-board'));
    const host = container.querySelector('store-reviews')!;
    expect(host.getAttribute('data-state')).toBe('listed');
    const items = [...shadowOf(host).querySelectorAll('[part="review"]')];
    expect(items).toHaveLength(2);
    const [first, second] = items;
    expect(first!.querySelector('[part="rating"]')?.getAttribute('aria-label')).toBe('Rated 5 out of 5 stars');
    expect(first!.querySelector('[part="text"]')?.textContent).toBe('Beautiful grain.');
    expect(first!.querySelector('[part="author"]')?.textContent).toBe('Maya R.');
    expect(first!.querySelector('[part="date"]')?.textContent).toBe('Sep 14, 2026');
    expect(first!.querySelector('[part="date"]')?.getAttribute('datetime')).toBe('2026-09-14');
    expect(first!.querySelector('[part="product"]')?.textContent).toBe('Walnut Board');
    expect(first!.querySelector('[part="image"]')).toBeNull();
    expect(second!.querySelector('[part="rating"]')?.getAttribute('aria-label')).toBe('Rated 3.5 out of 5 stars');
    const image = second!.querySelector('[part="image"]')!;
    expect(image.getAttribute('src')).toBe('/images/board.jpg');
    expect(image.getAttribute('alt')).toBe('Photo from Tom K.');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['96', '96']);
  });

  it('shows no image whose imageUrl is a script or other scheme, with one warning naming the element and field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = HOSTILE_URL_SAMPLE.map((imageUrl, index) => ({ ...reviews[1]!, userName: `Reviewer ${index}`, imageUrl }));
    const container = await mount(
      `<store-reviews product-id="walnut-board" merchant-id="shop"><script type="application/json">${JSON.stringify({ merchantId: 'shop', reviews: hostile }).replaceAll('<', '\\u003c')}</script></store-reviews>`,
    );
    const items = [...shadowOf(container.querySelector('store-reviews')).querySelectorAll('[part="review"]')];
    expect(items).toHaveLength(HOSTILE_URL_SAMPLE.length);
    expect(items.map((item) => item.querySelector('[part="image"]'))).toEqual(HOSTILE_URL_SAMPLE.map(() => null));
    expect(warn.mock.calls.map((call) => call[0])).toEqual(
      HOSTILE_URL_SAMPLE.map((url) => `[storefront-elements] <store-reviews> imageUrl is ${JSON.stringify(url)} but must be an http(s) or relative URL; it is not used.`),
    );
    warn.mockRestore();
  });

  it('writes the dates in the locale of the page', async () => {
    await preloadCatalog('fr-FR');
    const container = await mount(list('walnut-board', 'fr-FR'));
    expect(shadowOf(container.querySelector('store-reviews')).querySelector('[part="date"]')?.textContent).toBe('14 sept. 2026');
  });

  it('lists nothing for a product without reviews', async () => {
    const container = await mount(list('sticker-pack'));
    const host = container.querySelector('store-reviews')!;
    expect(host.getAttribute('data-state')).toBe('empty');
    expect(part(host, 'list')).toBeNull();
  });
});

describe("<store-reviews> dates in the site's time zone", () => {
  afterEach(async () => {
    await leavePage();
    freshPage();
    vi.restoreAllMocks();
  });

  /** A review posted at 16:30 UTC on Sep 14: Sep 15 in Tokyo. */
  const lateReview = [{ userName: 'Ken S.', reviewDate: '2026-09-14T16:30:00Z', starRating: 5, reviewText: 'Great.', productName: 'Walnut Board', productId: 'walnut-board' }];
  const lateList = `<store-reviews product-id="walnut-board" merchant-id="shop"><script type="application/json">${JSON.stringify({ merchantId: 'shop', reviews: lateReview })}</script></store-reviews>`;
  const shownDate = (container: HTMLElement) => shadowOf(container.querySelector('store-reviews')).querySelector('[part="date"]');

  it("shows an instant on its day in the zone of the page context's time zone data", async () => {
    freshPage();
    givePageContext({ tzData: { zones: [[540, null, 'JST', null]], rules: {} } });
    const container = await mount(lateList);
    expect(shownDate(container)?.textContent).toBe('Sep 15, 2026');
    expect(shownDate(container)?.getAttribute('datetime')).toBe('2026-09-14T16:30:00.000Z');
  });

  it("logs 'No timezone data loaded' without time zone data and uses the browser's zone", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    freshPage();
    givePageContext();
    const container = await mount(lateList);
    expect(shownDate(container)?.textContent).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(Date.UTC(2026, 8, 14, 16, 30)));
    expect(warn.mock.calls.filter(([message]) => String(message).includes('No timezone data loaded'))).toHaveLength(1);
  });

  it("logs a lookup the data cannot answer and shows the date in the browser's zone", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    freshPage();
    givePageContext({ tzData: { zones: [[540, null, 'JST', Date.UTC(2020, 0, 1)]], rules: {} } });
    const container = await mount(lateList);
    expect(shownDate(container)?.textContent).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(Date.UTC(2026, 8, 14, 16, 30)));
    expect(warn).toHaveBeenCalledWith(
      "[storefront-elements] time zone data: every zone period ended before 2026-09-14T16:30:00.000Z; showing the date in the browser's time zone",
    );
  });
});
