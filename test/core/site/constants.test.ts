import { describe, expect, it } from 'vitest';
import {
  CENSUS_COOKIES,
  COOKIE_NAMES,
  DEFAULT_SITE_LOCALE,
  DEFAULT_STORE_CURRENCY,
  DEFAULT_TIME_ZONE,
  LIMITS,
  POPUP_OVERLAY_STORAGE_KEYS,
  VISITOR_COOKIE_SETTINGS,
} from '../../../src/core/site';
import {
  clampGalleryOption,
  DEFAULT_GALLERY_DESIGN,
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_DESIGNS,
  GALLERY_FLAGS,
  GALLERY_LIGHTBOX_THEMES,
  GALLERY_META_POSITIONS,
  GALLERY_NUMERIC_OPTIONS,
  PRODUCT_GALLERY_DESIGNS,
} from '../../../src/template/content/galleryOptions';

describe('limits (§9)', () => {
  it('limits quantity to 1..9999 with default 1 and input size 4', () => {
    expect([LIMITS.QUANTITY_MIN, LIMITS.QUANTITY_MAX, LIMITS.QUANTITY_DEFAULT, LIMITS.QUANTITY_INPUT_SIZE]).toEqual([1, 9999, 1, 4]);
  });

  it('limits Julian days to 0..4881503', () => {
    expect([LIMITS.JULIAN_DAY_MIN, LIMITS.JULIAN_DAY_MAX]).toEqual([0, 4881503]);
  });

  it('holds the content limits', () => {
    expect(LIMITS).toMatchObject({
      MAX_BLOCKS_PER_LAYOUT: 60,
      MAX_TRACKS_PER_ALBUM: 60,
      MAX_ITEMS_IN_USER_ORDERABLE_COLLECTION: 250,
      MAX_PRODUCTS_IN_COLLECTION: 200,
      MAX_NESTED_CATEGORIES: 10000,
      MAX_SMUGMUG_GALLERIES: 20,
      MAX_SMUGMUG_GALLERY_SIZE: 50,
      MAX_TAG_LENGTH: 50,
      MAX_CATEGORY_LENGTH: 25,
      DEFAULT_SLIDER_ASPECT_RATIO: 50,
      BYTES_PER_MB: 1_000_000,
    });
  });

  it('holds money, email, cart and timing constants', () => {
    expect(LIMITS).toMatchObject({
      MONEY_MAX_INTEGER_PLACES: 15,
      EMAIL_MIN_LENGTH: 3,
      EMAIL_MAX_LENGTH: 256,
      CART_PILL_OVERFLOW: 100,
      TEMPLATE_PARTIAL_RECURSION_DEPTH: 16,
      TEMPLATE_FORMATTER_CACHE_SIZE: 100,
      ERROR_REPORTER_MAX_SENDS: 20,
      ERROR_REPORTER_MAX_QUEUED: 10,
      ERROR_REPORTER_MAX_STACK: 5000,
      ERROR_REPORTER_DEBOUNCE_MS: 1000,
      CENSUS_TIMEOUT_MS: 2500,
      MOBILE_MAX_WIDTH_PX: 432,
      DESKTOP_MIN_WIDTH_PX: 433,
      BUTTON_ADDED_DELAY_MS: 1000,
      BUTTON_ADDED_HOLD_MS: 2000,
      TWEEN_DEFAULT_MS: 300,
      SCROLL_OFFSET_PX: 30,
      SCROLL_DURATION_MS: 50,
      INSTALLMENT_PAYMENTS: 4,
    });
    expect([DEFAULT_STORE_CURRENCY, DEFAULT_SITE_LOCALE, DEFAULT_TIME_ZONE]).toEqual(['USD', 'en-US', 'America/New_York']);
  });
});

describe('one constant, one home', () => {
  it('no other public constant of core repeats a LIMITS value under a name about the same thing', async () => {
    const core = (await import('../../../src/core')) as Record<string, unknown>;
    const words = (name: string) => new Set(name.split('_').filter((word) => word.length >= 3));
    const repeats: string[] = [];
    for (const [name, value] of Object.entries(core)) {
      if (typeof value !== 'number' || name === 'LIMITS') continue;
      for (const [key, limit] of Object.entries(LIMITS)) {
        const shared = [...words(name)].filter((word) => words(key).has(word));
        if (limit === value && shared.length >= 2) repeats.push(`${name} repeats LIMITS.${key}`);
      }
    }
    expect(repeats).toEqual([]);
  });
});

describe('cookies (§6)', () => {
  it('names the census cookies cleared under a restrictive policy', () => {
    expect(CENSUS_COOKIES).toEqual(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
    expect(COOKIE_NAMES.COOKIE_ALLOWED).toBe('ss_cookieAllowed');
  });

  it('keeps the visitor record about 2 years and the timer 30 minutes, both on /', () => {
    expect(VISITOR_COOKIE_SETTINGS).toEqual({
      RECORD_PATH: '/',
      RECORD_MAX_AGE_SECONDS: 730 * 86400,
      TIMER_PATH: '/',
      TIMER_MAX_AGE_SECONDS: 1800,
    });
  });

  it('names the popup overlay storage keys', () => {
    expect(POPUP_OVERLAY_STORAGE_KEYS).toEqual(['date-closed', 'version', 'submitted']);
  });
});

describe('gallery options', () => {
  it('lists designs with grid by default, and carousel for products', () => {
    expect(GALLERY_DESIGNS).toEqual(['grid', 'slideshow', 'slider', 'stacked']);
    expect(PRODUCT_GALLERY_DESIGNS).toEqual(['grid', 'slideshow', 'slider', 'stacked', 'carousel']);
    expect(DEFAULT_GALLERY_DESIGN).toBe('grid');
  });

  it('lists meta positions, alignments, flags and lightbox themes', () => {
    expect(GALLERY_META_POSITIONS).toEqual(['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right']);
    expect(GALLERY_ACTIVE_ALIGNMENTS).toEqual(['center', 'left', 'right']);
    expect(GALLERY_FLAGS).toEqual(['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails']);
    expect(GALLERY_LIGHTBOX_THEMES).toEqual(['dark', 'light']);
  });

  it('holds numeric ranges and defaults', () => {
    expect(GALLERY_NUMERIC_OPTIONS).toEqual({
      'autoplay-duration': { min: 1, max: 10, default: 5 },
      'thumbnail-strip-height': { min: 0, max: 200, default: 80 },
      margin: { min: 0, max: 60, default: 20 },
      'thumbnails-per-row': { min: 1, max: 10, default: 4 },
      padding: { min: 0, max: 50, default: 20 },
      'max-width': { min: 100, max: 300 },
    });
  });

  it('clamps into range', () => {
    expect(clampGalleryOption('autoplay-duration', 0)).toBe(1);
    expect(clampGalleryOption('autoplay-duration', 11)).toBe(10);
    expect(clampGalleryOption('autoplay-duration', 7)).toBe(7);
    expect(clampGalleryOption('margin', '75')).toBe(60);
    expect(clampGalleryOption('max-width', 50)).toBe(100);
    expect(clampGalleryOption('padding', -3)).toBe(0);
  });

  it('falls back to the default for missing or non-numeric values', () => {
    expect(clampGalleryOption('autoplay-duration', undefined)).toBe(5);
    expect(clampGalleryOption('thumbnail-strip-height', 'tall')).toBe(80);
    expect(clampGalleryOption('thumbnails-per-row', '')).toBe(4);
    expect(clampGalleryOption('max-width', Number.NaN)).toBeUndefined();
  });
});
