import { describe, expect, it } from 'vitest';
import { siteFormatters, sitePredicates } from '../../../../src/template/plugins/site';
import { renderSite } from './renderSite';

const FORMATTERS = [
  'date', 'datetime', 'datetime-interval', 'decimal', 'money', 'percentage-format', 'message', 'plural', 'relative-time', 'timesince',
  'AbsUrl', 'audio-player', 'capitalize', 'image-meta', 'child-image-meta', 'cover-image-meta', 'color-weight', 'height', 'width',
  'humanizeDuration', 'image', 'image-color', 'image-srcset', 'item-classes', 'resizedHeightForWidth', 'resizedWidthForHeight',
  'squarespaceThumbnailForWidth', 'squarespaceThumbnailForHeight', 'website-color', 'video', 'truncate',
  'activate-twitter-links', 'comment-count', 'comment-link', 'comments', 'like-button', 'google-calendar-url', 'social-button',
  'social-button-inline', 'twitter-follow-button', 'product-price', 'subscription-price', 'from-price', 'normal-price', 'sale-price',
  'bookkeeper-money-format', 'cart-quantity', 'cart-subtotal', 'cart-url', 'product-quick-view', 'product-status', 'summary-form-field',
  'variant-descriptor', 'add-to-cart-btn', 'quantity-input', 'variants-select', 'product-restock-notification', 'product-scarcity',
  'product-checkout', 'i18n-money-format', 'money-format', 'money-string', 'moneyFormat',
];
const PREDICATES = [
  'comments?', 'disqus?', 'has-variants?', 'on-sale?', 'sold-out?', 'varied-prices?', 'units-metric?', 'gallery?', 'gallery-design-grid?',
  'gallery-meta-position-top-left?', 'gallery-active-alignment-left?', 'gallery-autoplay?', 'promotedMAP?', 'background-source-video?',
  'folder?', 'location?', 'event?', 'external-video?', 'current-type?', 'same-day?', 'clickable?',
];

describe('site plugin registries', () => {
  it('have null prototypes and hold every site formatter and predicate', () => {
    expect(Object.getPrototypeOf(siteFormatters)).toBeNull();
    expect(Object.getPrototypeOf(sitePredicates)).toBeNull();
    for (const name of FORMATTERS) expect(typeof siteFormatters[name]?.apply, name).toBe('function');
    for (const name of PREDICATES) expect(typeof sitePredicates[name]?.apply, name).toBe('function');
  });

  it('implement product-price, product-restock-notification, product-scarcity and units-metric? (no "not yet implemented" error)', () => {
    const item = { id: 'p', structuredContent: { productType: 1, variants: [{ priceMoney: { value: '5', currency: 'USD' }, qtyInStock: 1 }] } };
    const result = renderSite('{@|product-price}{@|product-restock-notification}{@|product-scarcity}{.units-metric?}metric{.or}imperial{.end}', item);
    expect(result.errors.filter((e) => e.message.includes('not yet implemented'))).toEqual([]);
    expect(result.output).toContain('<span class="sqs-money-native">5.00</span>');
    expect(result.output).toContain('<store-restock-notification');
    expect(result.output.endsWith('imperial')).toBe(true);
    expect(renderSite('{.units-metric?}metric{.end}', {}, { locale: 'de-DE' }).output).toBe('metric');
  });
});
