import type { loadStartAddToCart as load } from './loadStartAddToCart';
import { startAddToCart } from './startAddToCart';

/** The single-file script's add-to-cart cart layer: bundled with the script, so it is there at once. */
export const loadStartAddToCart: typeof load = () => Promise.resolve({ startAddToCart });
