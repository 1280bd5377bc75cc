// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTemplate } from '../../../../src/template';
import { renderReferenceIn } from './referenceWithLocale';

const RUNS = Number(process.env.SITE_FC_RUNS ?? 300);
const NOW = 1_600_000_000_000;
const SEED = Number(process.env.SITE_FC_SEED ?? Date.now() % 2 ** 31);

/** Ours equals the reference, on the first render and on a second one of the same compiled template (answered from the formatters' memos). */
const same = (template: string, data: unknown, locale = 'en-US', now = NOW): void => {
  const json = JSON.parse(JSON.stringify(data)) as unknown;
  const compiled = compileTemplate(template, { enableExpr: true, enableInclude: true, locale, now });
  const reference = renderReferenceIn(locale, template, json, now);
  expect(compiled.render(json).output, `${template} ${JSON.stringify(json)} ${locale}`).toBe(reference);
  expect(compiled.render(json).output, `again: ${template} ${JSON.stringify(json)} ${locale}`).toBe(reference);
};

// Intl has no historic abbreviations (war time CWT/CPT before 1946, Japan's daylight time JDT until 1951) and the
// reference has no DST rules after 2037.
const epoch = fc.integer({ min: Date.UTC(1952, 0, 1), max: Date.UTC(2037, 11, 31) });
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/London', 'UTC'];
const DIRECTIVES = 'aAbBcCdDeFgGhHIijklmMnNpPqrRsStTuUvVwWxXyYzZ%'.split('');
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'SEK', 'CHF'];
const LOCALES = ['en-US', 'en-GB', 'en-AU', 'de-DE', 'es-ES', 'ja-JP'];
/**
 * Deliberate difference: rounding away from zero (ceil of a positive, floor of a negative, up), the reference gives 0
 * for any amount below 10^-(maxfrac+1) (-0.009 floored to one place: '$0.0'); we give the mathematical answer ('-$0.1').
 */
const roundsToZeroInReference = (value: string, maxfrac: number): boolean => Number(value) < 0 && Math.abs(Number(value)) < 10 ** -(maxfrac + 1);

const decimal = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.nat({ max: 9999 }), fc.integer({ min: 0, max: 4 }))
  .map(([negative, whole, fraction, places]) => `${negative ? '-' : ''}${whole}${places ? `.${String(fraction).padStart(4, '0').slice(0, places)}` : ''}`);

describe('site formatters match the reference engine', () => {
  it('date: strftime patterns in website zones', () => {
    fc.assert(
      fc.property(epoch, fc.constantFrom(...ZONES), fc.array(fc.constantFrom(...DIRECTIVES), { minLength: 1, maxLength: 6 }), (t, zone, directives) => {
        same(`{t|date ${directives.map((d) => `%${d}`).join(' ')}}`, { t, website: { timeZone: zone } });
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('money: amounts, currencies and styles in en-US', () => {
    fc.assert(
      fc.property(decimal, fc.constantFrom(...CURRENCIES), fc.constantFrom('', ' style:code', ' style:name', ' style:accounting', ' minfrac:0', ' maxfrac:1 round:floor'), (value, currency, options) => {
        fc.pre(!(options.includes('round:floor') && roundsToZeroInReference(value, 1)));
        same(`{m|money${options}}`, { m: { value, currency } });
        same(`{m|money${options}}`, { m: { decimalValue: value, currencyCode: currency } });
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('money and decimal across locales', () => {
    fc.assert(
      fc.property(decimal, fc.constantFrom(...CURRENCIES), fc.constantFrom(...LOCALES), (value, currency, locale) => {
        same('{m|money}', { m: { value, currency } }, locale);
        same('{n|decimal} {n|decimal no-group} {n|decimal maxfrac:2 minfrac:2}', { n: value }, locale);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('percentage-format and bookkeeper-money-format', () => {
    fc.assert(
      fc.property(decimal, fc.nat({ max: 10 ** 9 }), (value, cents) => {
        same('{n|percentage-format} {n|percentage-format trim}', { n: value });
        same('{c|bookkeeper-money-format}', { c: cents });
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('timesince (any distance) and relative-time (within 25 days) around now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 11), max: 10 ** 11 }), fc.integer({ min: -25 * 86_400_000, max: 25 * 86_400_000 }), (delta, near) => {
        same('{t|timesince}', { t: NOW - Math.abs(delta) });
        same('{t|relative-time} {t|relative-time allowWeeks:true}', { t: NOW + near });
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('datetime widths in zones', () => {
    fc.assert(
      fc.property(epoch, fc.constantFrom(...ZONES), fc.constantFrom('', ' short', ' medium', ' date:short', ' date:full', ' time:short', ' yMMMd'), (t, zone, options) => {
        same(`{t|datetime${options}}`, { t, website: { timeZone: zone } });
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('message plurals and arguments', () => {
    fc.assert(
      fc.property(decimal, fc.constantFrom('en-US', 'fr-FR', 'de-DE'), (n, locale) => {
        same('{m|message n}', { m: 'x {0 plural one{# one} other{# other}} y {0}', n }, locale);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('commerce prices and predicates', () => {
    const cents = fc.integer({ min: 1, max: 10 ** 9 });
    const variant = fc
      .record({ price: cents, salePrice: cents, onSale: fc.boolean(), qtyInStock: fc.nat({ max: 3 }), unlimited: fc.boolean() })
      .map((v) => ({
        ...v,
        priceMoney: { value: (v.price / 100).toFixed(2), currency: 'USD' },
        salePriceMoney: { value: (v.salePrice / 100).toFixed(2), currency: 'USD' },
      }));
    fc.assert(
      fc.property(fc.array(variant, { minLength: 0, maxLength: 4 }), fc.constantFrom(1, 2, 3, 4), (variants, productType) => {
        const item = { structuredContent: { productType, variants, priceMoney: variants[0]?.priceMoney, salePriceMoney: variants[0]?.salePriceMoney, onSale: variants[0]?.onSale ?? false } };
        same('{@|from-price} {@|normal-price} {@|sale-price} {@|product-price} {.on-sale?}S{.end}{.sold-out?}O{.end}{.has-variants?}V{.end}', item);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('commerce prices of variants carrying only the legacy or only the money price fields', () => {
    const cents = fc.integer({ min: 1, max: 10 ** 6 });
    const variant = fc.record({ price: cents, salePrice: cents, onSale: fc.option(fc.boolean(), { nil: undefined }), qtyInStock: fc.nat({ max: 3 }) });
    const shape = fc.constantFrom('legacy', 'money', 'both');
    const money = (c: number) => ({ value: (c / 100).toFixed(2), currency: 'USD' });
    // Every variant of a product carries the same price fields: a zero amount beside a positive one meets a known reference
    // quirk (its from price takes 0.01 over 0.00).
    const written = (v: { price: number; salePrice: number; onSale: boolean | undefined; qtyInStock: number }, fields: string) => ({
      qtyInStock: v.qtyInStock,
      ...(v.onSale === undefined ? {} : { onSale: v.onSale }),
      ...(fields === 'money' ? {} : { price: v.price, salePrice: v.salePrice }),
      ...(fields === 'legacy' ? {} : { priceMoney: money(v.price), salePriceMoney: money(v.salePrice) }),
    });
    fc.assert(
      fc.property(fc.array(variant, { minLength: 1, maxLength: 4 }), shape, fc.constantFrom(1, 3, 4), (variants, fields, productType) => {
        const item = { structuredContent: { productType, variants: variants.map((v) => written(v, fields)) } };
        same('{@|from-price} {@|normal-price} {@|sale-price} {@|product-price} {.varied-prices?}P{.end}{.on-sale?}S{.end}', item);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('content and social formatters on generated items', () => {
    const text = fc.string({ maxLength: 40 });
    const hex = fc.oneof(fc.stringMatching(/^#?[0-9a-f]{3}$/), fc.stringMatching(/^#?[0-9a-f]{6}$/), text);
    const item = fc.record({
      id: fc.stringMatching(/^[a-f0-9]{4,8}$/),
      title: text,
      body: fc.string({ maxLength: 200 }),
      filename: text,
      assetUrl: fc.constantFrom('/a.jpg', '/b/c.png'),
      originalSize: fc.oneof(fc.constantFrom('800x600', '1500x1000', '100'), text),
      mediaFocalPoint: fc.record({ x: fc.double({ min: 0, max: 1, noNaN: true }), y: fc.double({ min: 0, max: 1, noNaN: true }) }),
      systemDataVariants: fc.constantFrom('100w,300w,500w', '100w,2500w', 'original', ''),
      publicCommentCount: fc.nat({ max: 3 }),
      commentState: fc.nat({ max: 2 }),
      fullUrl: fc.constantFrom('/blog/x', '/y'),
      likeCount: fc.nat({ max: 9 }),
      recordType: fc.constantFrom(1, 2, 11, 12),
      startDate: fc.integer({ min: 0, max: 2 * 10 ** 12 }),
      endDate: fc.integer({ min: 0, max: 2 * 10 ** 12 }),
      location: fc.record({ addressLine1: text, addressCountry: text }),
      oembed: fc.record({ html: text, providerName: text }),
      overlay: fc.boolean(),
      mainImageId: fc.constantFrom('', 'img1'),
      colorData: fc.record({ topLeftAverage: fc.stringMatching(/^[0-9a-f]{6}$/), centerAverage: fc.stringMatching(/^[0-9a-f]{6}$/) }),
    });
    const templates = [
      '{i|image} {i|image-meta} {i|image-srcset} {i|child-image-meta} {i|cover-image-meta}',
      '{i.originalSize|width} {i.originalSize|height} {i.originalSize|resizedHeightForWidth 300} {i.originalSize|resizedWidthForHeight 200} {i.originalSize|squarespaceThumbnailForHeight 300} {i|squarespaceThumbnailForWidth 640}',
      '{i|comment-count} {i|comment-link} {i|comments} {i|like-button} {i|google-calendar-url} {i|social-button} {i|social-button-inline}',
      '{i|video} {i|video load-false color-data} {i|image-color} {i|image-color topLeft} {i|image-color center color} {i|image-color nope}',
      '{i.title|capitalize} {i.body|truncate 20} {i.body|truncate 5 ..} {i.title|activate-twitter-links} {i.startDate|humanizeDuration} {i.title|AbsUrl}',
      '{.section i}{.comments?}C{.end}{.main-image?}M{.end}{.same-day?}D{.end}{.location?}L{.end}{.image?}I{.end}{.store-item?}S{.end}{.event?}E{.end}{.end}',
    ];
    fc.assert(
      fc.property(item, hex, fc.constantFrom(...templates), fc.boolean(), (i, color, template, settings) => {
        // Known difference: the reference's `image` escapes the alt text twice ("&amp;gt;"); we escape it once.
        fc.pre(!(template.includes('{i|image}') && /[<>&"]/.test(`${i.title}${i.body}${i.filename}`)));
        const json = {
          i, c: color, 'base-url': 'https://example.com',
          website: { shareButtonOptions: settings ? { 1: true } : {} },
          websiteSettings: { simpleLikingEnabled: settings, commentsEnabled: true, disqusShortname: settings ? '' : 'site' },
        };
        same(template, json);
        // Deliberate difference (spec: hex colours have 3 or 6 digits); the reference also reads 4 and 5 digits.
        if (!/^#?[0-9a-f]{4,5}$/i.test(color)) same('{c|color-weight}', json);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
