import { describe, expect, it } from 'vitest';
import { SchemaError } from '../../../src/core/schemas';
import { hasRestrictiveCookiePolicy, readPageContext } from '../../../src/core/pageContext';

const raw = {
  website: { id: 'site-1', cloneable: false, captchaSiteKey: 'key-from-website' },
  templateId: 'tpl-1',
  templateVariantId: 'variant-1',
  authenticatedAccount: { id: 'acct-1' },
  itemId: 'item-1',
  item: { id: 'item-1', title: 'Shirt', recordType: 11 },
  collectionId: 'col-1',
  collection: { id: 'col-1', title: 'Shop', permissionType: 1 },
  websiteRoles: [1, 10],
  cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: false, isCookieBannerEnabled: true },
  memberAccountId: 'member-1',
  tzData: {
    zones: [[-300, 'US', 'E%sT', null]],
    rules: { US: [[2007, 'max', null, 'Mar', 'Sun>=8', '2:00', 60, 'D']] },
  },
  pageType: 50,
  censusDisabled: true,
  somethingElse: { kept: true },
};

function schemaError(run: () => unknown): SchemaError {
  try {
    run();
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error('expected a SchemaError');
}

describe('readPageContext', () => {
  it('reads every value the storefront uses', () => {
    expect(readPageContext(raw)).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-1',
      templateVariantId: 'variant-1',
      authenticatedAccountId: 'acct-1',
      itemId: 'item-1',
      item: { title: 'Shirt', recordType: 11 },
      collectionId: 'col-1',
      collection: { title: 'Shop', permissionType: 1 },
      websiteRoles: [1, 10],
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: false, isCookieBannerEnabled: true },
      websiteCloneable: false,
      memberId: 'member-1',
      captchaSiteKey: 'key-from-website',
      timeZoneData: {
        zones: [{ offset: -300, rules: 'US', format: 'E%sT', until: null }],
        rules: { US: [{ from: 2007, to: 'max', type: null, in: 'Mar', on: 'Sun>=8', at: '2:00', save: 60, letter: 'D' }] },
      },
      pageType: 50,
      censusDisabled: true,
    });
  });

  it('reads the JSON text of the context', () => {
    expect(readPageContext(JSON.stringify(raw)).websiteId).toBe('site-1');
  });

  it('needs only the website id; everything else has defaults', () => {
    expect(readPageContext({ website: { id: 'w' } })).toEqual({
      websiteId: 'w',
      templateId: undefined,
      templateVariantId: undefined,
      authenticatedAccountId: undefined,
      itemId: undefined,
      item: undefined,
      collectionId: undefined,
      collection: undefined,
      websiteRoles: [],
      cookieSettings: { isRestrictiveCookiePolicyEnabled: false, isRestrictiveCookiePolicyAbsolute: false, isCookieBannerEnabled: false },
      websiteCloneable: false,
      memberId: undefined,
      captchaSiteKey: undefined,
      timeZoneData: undefined,
      pageType: undefined,
      censusDisabled: false,
    });
  });

  it('accepts numeric ids and object-shaped time zone data', () => {
    const context = readPageContext({
      website: { id: 42 },
      captchaSiteKey: 'top-level-key',
      tzData: {
        name: 'Europe/Paris',
        zones: [{ offset: 60, rules: null, format: 'CET', until: 1700000000000 }],
        rules: { EU: [{ from: 1981, to: 'max', type: null, in: 'Mar', on: 'lastSun', at: '1:00u', save: 60, letter: 'S' }] },
      },
    });
    expect(context.websiteId).toBe('42');
    expect(context.captchaSiteKey).toBe('top-level-key');
    expect(context.timeZoneData?.zones[0]).toEqual({ offset: 60, rules: null, format: 'CET', until: 1700000000000 });
    expect(context.timeZoneData?.rules.EU?.[0]?.on).toBe('lastSun');
    expect(context.timeZoneData?.name).toBe('Europe/Paris');
  });

  it('names a missing website id', () => {
    const error = schemaError(() => readPageContext({ website: {} }));
    expect(error.code).toBe('invalid-data');
    expect(error.message).toBe('Invalid PageContext: website.id: expected string');
  });

  it('rejects an unknown website role code', () => {
    expect(schemaError(() => readPageContext({ website: { id: 'w' }, websiteRoles: [1, 5] })).message).toBe(
      'Invalid PageContext: websiteRoles[1]: expected a website role code',
    );
  });

  it('rejects a page type code outside the page type table and a census flag that is not a boolean', () => {
    expect(schemaError(() => readPageContext({ website: { id: 'w' }, pageType: 99 })).message).toBe('Invalid PageContext: pageType: expected a page type code');
    expect(schemaError(() => readPageContext({ website: { id: 'w' }, censusDisabled: 'yes' })).issues.map((issue) => issue.path)).toEqual(['censusDisabled']);
    expect(readPageContext({ website: { id: 'w' }, pageType: 106 }).pageType).toBe(106);
  });

  it('names bad cookie flags and malformed time zone data', () => {
    const error = schemaError(() =>
      readPageContext({ website: { id: 'w' }, cookieSettings: { isCookieBannerEnabled: 'yes' }, tzData: { zones: [['x', 'US', 'E%sT', null]] } }),
    );
    expect(error.issues.map((issue) => issue.path)).toEqual(['cookieSettings.isCookieBannerEnabled', 'tzData.zones[0][0]']);
  });

  it('reports text that is not JSON', () => {
    expect(schemaError(() => readPageContext('{oops')).message).toMatch(/^Invalid PageContext: not valid JSON/);
  });

  it('rejects a missing context', () => {
    expect(schemaError(() => readPageContext(undefined)).message).toBe('Invalid PageContext: expected object');
  });
});

describe('hasRestrictiveCookiePolicy', () => {
  it('follows the restrictive flag', () => {
    expect(hasRestrictiveCookiePolicy(readPageContext(raw))).toBe(true);
    expect(hasRestrictiveCookiePolicy(readPageContext({ website: { id: 'w' } }))).toBe(false);
  });

  it('always treats cloneable websites as restrictive', () => {
    expect(hasRestrictiveCookiePolicy(readPageContext({ website: { id: 'w', cloneable: true } }))).toBe(true);
  });
});
