import { describe, expect, it } from 'vitest';
import {
  BILLING_UNITS,
  BILLING_UNITS_PER_YEAR,
  FORM_FIELD_TYPES,
  isProductType,
  PAGE_TYPE_NAMES,
  PageType,
  PRODUCT_TYPE_NAMES,
  PRODUCT_TYPE_SLUGS,
  ProductType,
  RECORD_TYPE_NAMES,
  RecordType,
  STORE_MERCHANDISING_SETTINGS,
  SUMMARY_FIELD_PROPERTIES,
  SUMMARY_FIELD_VALUE_KEYS,
  WEBSITE_ROLE_NAMES,
  WebsiteRole,
} from '../../../src/core/site';
import { BACKGROUND_SOURCE_NAMES } from '../../../src/template/content/BackgroundSource';
import { COLLECTION_TYPE_NAMES } from '../../../src/template/content/CollectionType';
import { COLLECTION_VIEWS, PROMOTED_BLOCK_TYPES, TEMPLATE_VERSIONS } from '../../../src/template/content/contentOptions';
import { codeOfName, nameOfCode } from '../../../src/template/content/enumLookup';
import { FOLDER_BEHAVIOR_NAMES } from '../../../src/template/content/FolderBehavior';
import { SLICE_TYPE_NAMES } from '../../../src/template/content/SliceType';

describe('ProductType', () => {
  it('has physical 1, digital 2, service 3, gift-card 4 and PAYWALL 5', () => {
    expect(ProductType).toEqual({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });
    expect(PRODUCT_TYPE_NAMES).toEqual({ 1: 'PHYSICAL', 2: 'DIGITAL', 3: 'SERVICE', 4: 'GIFT_CARD', 5: 'PAYWALL' });
    expect(PRODUCT_TYPE_SLUGS).toEqual({ 1: 'physical', 2: 'digital', 3: 'service', 4: 'gift-card' });
  });

  it('recognises known codes only', () => {
    expect(isProductType(4)).toBe(true);
    expect(isProductType(6)).toBe(false);
    expect(isProductType('1')).toBe(false);
  });
});

describe('content enumerations', () => {
  it('lists every record type of the spec', () => {
    expect(Object.values(RECORD_TYPE_NAMES)).toEqual([
      'text', 'image', 'quote', 'link', 'audio', 'video', 'store-item', 'event', 'gallery', 'binary', 'css-asset', 'tweak-asset',
      'digital-good', 'attachment', 'wordpress-export', 'json-export', 'site-search', 'active-time', 'tweet', 'checkin', 'kbarticle',
    ]);
    expect(RECORD_TYPE_NAMES[RecordType.STORE_ITEM]).toBe('store-item');
  });

  it('gives names and codes consistently for every record type', () => {
    for (const code of Object.values(RecordType)) expect(codeOfName(RECORD_TYPE_NAMES, RECORD_TYPE_NAMES[code])).toBe(code);
  });

  it('lists every collection type of the spec', () => {
    expect(Object.values(COLLECTION_TYPE_NAMES)).toEqual([
      'generic', 'subscription', 'twitter', 'foursquare', 'instagram', 'gallery-block', 'template-page', 'splash-page', 'page',
      'fivehundredpix', 'flickr', 'products', 'slide-gallery', 'slide-album', 'slide-video', 'album-block',
    ]);
  });

  it('lists folder behaviors and background sources', () => {
    expect(Object.values(FOLDER_BEHAVIOR_NAMES)).toEqual(['index', 'redirect', 'none']);
    expect(Object.values(BACKGROUND_SOURCE_NAMES)).toEqual(['upload', 'instagram', 'video', 'none']);
  });

  it('lists every slice type of the spec', () => {
    expect(Object.values(SLICE_TYPE_NAMES)).toEqual([
      'heading', 'body', 'image', 'gallery', 'video', 'social-icons', 'buttons', 'navigation', 'custom-form', 'newsletter', 'album',
      'map', 'logo', 'action', 'form', 'lock', 'password', 'twitter',
    ]);
  });

  it('lists promoted block types, billing units, template versions and collection views', () => {
    expect(PROMOTED_BLOCK_TYPES).toEqual(['map', 'embed', 'image', 'code', 'quote', 'twitter', 'link', 'video', 'foursquare', 'instagram', 'form']);
    expect(BILLING_UNITS).toEqual(['WEEK', 'MONTH', 'YEAR']);
    expect(BILLING_UNITS_PER_YEAR).toEqual({ WEEK: 52, MONTH: 12, YEAR: 1 });
    expect(TEMPLATE_VERSIONS).toEqual(['7', '7.1', '8']);
    expect(COLLECTION_VIEWS).toEqual(['list', 'grid', 'product']);
  });
});

describe('PageType', () => {
  it('maps every code of §2 to its name', () => {
    expect(PAGE_TYPE_NAMES).toEqual({
      1: 'main content', 2: 'page', 3: 'splash', 50: 'content item', 100: 'not found', 101: 'error', 102: 'search', 103: 'lock screen',
      104: 'popup overlay', 105: 'protected content', 106: 'member-area access denied', 200: 'cart', 201: 'checkout', 202: 'order confirmed',
      203: 'donate', 204: 'contribution confirmed', 205: 'cart v2', 206: 'subscription confirmed', 207: 'order received',
      208: 'membership confirmed', 300: 'newsletter unsubscribe', 301: 'commerce email preview',
    });
    expect(PageType.CART).toBe(200);
    expect(nameOfCode(PAGE_TYPE_NAMES, PageType.MEMBER_AREA_ACCESS_DENIED)).toBe('member-area access denied');
  });
});

describe('WebsiteRole', () => {
  it('maps every code to its name (no 5)', () => {
    expect(WEBSITE_ROLE_NAMES).toEqual({
      1: 'ADMIN', 2: 'BILLING', 3: 'REPORTING', 4: 'EDITOR', 6: 'MODERATOR', 7: 'COMMENTER', 8: 'STORE_MANAGER', 9: 'SCHEDULING',
      10: 'VIEWER', 11: 'CAMPAIGNS_EDITOR', 12: 'SCHEDULING_VIEWER', 13: 'SCHEDULING_EDITOR',
    });
    expect(WebsiteRole.VIEWER).toBe(10);
    expect(nameOfCode(WEBSITE_ROLE_NAMES, 5)).toBeUndefined();
  });
});

describe('lookups', () => {
  it('read own properties only', () => {
    expect(nameOfCode(PAGE_TYPE_NAMES, 'toString')).toBeUndefined();
    expect(codeOfName(PAGE_TYPE_NAMES, 'toString')).toBeUndefined();
    expect(codeOfName(WEBSITE_ROLE_NAMES, 'EDITOR')).toBe(4);
  });
});

describe('forms and store settings', () => {
  it('lists every form field type', () => {
    expect(FORM_FIELD_TYPES).toEqual([
      'text', 'textarea', 'email', 'currency', 'number', 'website', 'password', 'twitter', 'date', 'time', 'name', 'address', 'phone',
      'section', 'radio', 'checkbox', 'select', 'likert', 'hidden',
    ]);
  });

  it('lists summary field value keys and properties', () => {
    expect(SUMMARY_FIELD_VALUE_KEYS).toEqual([
      'Line1', 'Line2', 'City', 'State', 'Zip', 'Country', 'Month', 'Day', 'Year', 'First', 'Last', 'Areacode', 'Prefix', 'Line', 'Hour',
      'Minute', 'Second', 'Ampm',
    ]);
    expect(SUMMARY_FIELD_PROPERTIES).toEqual(['type', 'rawTitle', 'value', 'values']);
  });

  it('names the store merchandising settings', () => {
    expect(STORE_MERCHANDISING_SETTINGS).toEqual([
      'restockNotificationsSuccessText', 'customSoldOutText', 'restockNotificationsEnabled', 'soldOutVariantsDropdownDisabled',
    ]);
  });
});
