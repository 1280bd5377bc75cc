import type * as StorefrontModule from './storefront';
import { loadOnce } from '../layers/loadOnce';

/** What the elements take from the cart layer: the page's storefront (cart store over its connection and session) and the start of a cart. */
export type CartLayer = Pick<typeof StorefrontModule, 'getStorefront' | 'startCart'>;

/** Loads the cart layer, the storefront module (the page's cart store over its connection and session, the cart calls), once, a chunk of its own; after a failed load the next call tries again. */
export const loadStorefront = loadOnce((): Promise<CartLayer> => import('./storefront'));
