import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageCartLoadsAtStart } from '../../../src/elements/page/pageCartLoadsAtStart';
import { currentSiteServices } from '../../../src/elements/page/currentSiteServices';
import { getSiteServices, resetSiteServices } from '../../../src/elements/page/siteServices';
import { PAGE_CONTEXT_SCRIPT_ID } from '../../../src/core/pageContext/pageContextScriptId';

const TOKEN_KEY = 'storefront.siteUser.xsrfToken';

/** The prototype of the test document that defines its `cookie` accessor. */
function cookieOwner(): Document {
  let owner: object = document;
  while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
  return owner as Document;
}

function pageContext(context: Record<string, unknown> | null) {
  document.getElementById(PAGE_CONTEXT_SCRIPT_ID)?.remove();
  if (!context) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_CONTEXT_SCRIPT_ID;
  script.textContent = JSON.stringify(context);
  document.head.append(script);
}

describe('pageCartLoadsAtStart', () => {
  afterEach(() => {
    pageContext(null);
    resetSiteServices();
    sessionStorage.clear();
    document.cookie = 'CART=; path=/; max-age=0';
  });

  it.each([
    ['no page context, no cookie', null, false, false],
    ['no page context, a stored login token', null, false, true],
    ['an anonymous page', { website: { id: 'w' } }, false, true],
    ['a page naming the logged-in account', { website: { id: 'w' }, authenticatedAccount: { id: 'acct-1' } }, false, false],
    ['a cart cookie', { website: { id: 'w' } }, true, false],
  ])('with %s, answers before the services exist what the page services made afterwards answer', (_, context, cookie, storedToken) => {
    pageContext(context);
    if (cookie) document.cookie = 'CART=cart-1; path=/';
    if (storedToken) sessionStorage.setItem(TOKEN_KEY, 'xsrf-old');
    const before = pageCartLoadsAtStart(currentSiteServices());
    expect(currentSiteServices()).toBeUndefined();
    const services = getSiteServices();
    expect(before).toBe(pageCartLoadsAtStart(services));
    expect(before).toBe(cookie || services.session.isAuthenticated());
  });

  it('reads document.cookie once for every element that asks within one task, before and after the services exist', () => {
    pageContext({ website: { id: 'w' } });
    document.cookie = 'CART=cart-1; path=/';
    const reads = vi.spyOn(cookieOwner(), 'cookie', 'get');
    try {
      const answers = Array.from({ length: 200 }, () => pageCartLoadsAtStart(currentSiteServices()));
      answers.push(pageCartLoadsAtStart(getSiteServices()));
      expect(new Set(answers)).toEqual(new Set([true]));
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });
});
