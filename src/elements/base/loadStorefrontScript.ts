import type { CartLayer } from '../page/loadStorefront';
import { getStorefront, startCart } from '../page/storefront';

/** The single-file script's cart layer: bundled with the script, so it is there at once. */
export const loadStorefront = (): Promise<CartLayer> => Promise.resolve({ getStorefront, startCart });
