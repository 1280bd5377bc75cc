import type * as StorefrontModule from './storefront';

/** Loads the cart layer, the storefront module (the page's cart store over its connection and session, the cart calls): a chunk of the ES build. */
export function loadStorefront(): Promise<typeof StorefrontModule> {
  return import('./storefront');
}
