import type * as StartAddToCartModule from './startAddToCart';

let loading: Promise<typeof StartAddToCartModule> | undefined;

/** Loads add-to-cart's cart layer (a chunk of the ES build, part of the single-file script) once; after a failed load the next call tries again. */
export function loadStartAddToCart(): Promise<typeof StartAddToCartModule> {
  loading ??= import('./startAddToCart').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
