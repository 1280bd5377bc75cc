import { describe, expect, it } from 'vitest';
import { CENSUS_OFF_PAGE_TYPES, censusOffReason, isPageviewTracked } from '../../../src/core/analytics';
import { readPageContext } from '../../../src/core/pageContext';

const context = (extra: Record<string, unknown> = {}) => readPageContext({ website: { id: 'site' }, ...extra });

describe('censusOffReason: where census runs', () => {
  it('runs for an anonymous visitor on an ordinary page', () => {
    expect(censusOffReason({ authenticated: false, context: context({ pageType: 2 }), path: '/shop' })).toBeUndefined();
  });

  it('runs for a logged-in visitor whose only website role is viewer', () => {
    expect(censusOffReason({ authenticated: true, context: context({ websiteRoles: [10] }), path: '/' })).toBeUndefined();
  });

  it.each([
    ['no role', []],
    ['the editor role', [4]],
    ['the admin role', [1]],
    ['viewer plus another role', [10, 7]],
    ['the scheduling viewer role', [12]],
  ])('is off for a logged-in visitor with %s', (_case, websiteRoles) => {
    expect(censusOffReason({ authenticated: true, context: context({ websiteRoles }), path: '/' })).toBe('signed-in');
  });

  it('ignores roles of a visitor who is not logged in', () => {
    expect(censusOffReason({ authenticated: false, context: context({ websiteRoles: [1] }), path: '/' })).toBeUndefined();
  });

  it.each(['/config', '/config/', '/config/pages', '/config/settings/x'])('is off under %s', (path) => {
    expect(censusOffReason({ authenticated: false, context: context(), path })).toBe('config-path');
  });

  it.each(['/configure', '/shop/config', '/'])('runs on %s', (path) => {
    expect(censusOffReason({ authenticated: false, context: context(), path })).toBeUndefined();
  });

  it('is off when census is globally disabled', () => {
    expect(censusOffReason({ authenticated: false, context: context({ censusDisabled: true }), path: '/' })).toBe('disabled');
  });

  it.each([
    [100, 'page-type'],
    [103, 'page-type'],
    [106, 'page-type'],
    [101, undefined],
    [102, undefined],
    [50, undefined],
    [200, undefined],
  ])('page type %i: %s', (pageType, reason) => {
    expect(censusOffReason({ authenticated: false, context: context({ pageType }), path: '/x' })).toBe(reason);
  });

  it('lists not found, lock screen and member-area access denied as census-off pages', () => {
    expect(CENSUS_OFF_PAGE_TYPES).toEqual([100, 103, 106]);
  });
});

describe('isPageviewTracked', () => {
  it.each([
    ['/search', false],
    ['/search/', false],
    ['/search/results', false],
    ['/searching', true],
    ['/shop/search', true],
    ['/', true],
  ])('%s → %s', (path, tracked) => {
    expect(isPageviewTracked(path)).toBe(tracked);
  });
});
