import { loadOnce } from '../layers/loadOnce';

/** Loads add-to-cart's cart layer, a chunk of its own, once; after a failed load the next call tries again. */
export const loadStartAddToCart = loadOnce(() => import('./startAddToCart'));
