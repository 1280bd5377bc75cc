import { loadOnce } from './loadOnce';

/** Loads the cart layer, the storefront module (the page's cart store over its connection and session, the cart calls), once: a chunk of the ES build; after a failed load the next call tries again. */
export const loadStorefront = loadOnce(() => import('./storefront'));
