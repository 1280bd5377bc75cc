import type { Product, ProductMerchandising } from '../schemas/productSchema';
import type { Variant } from '../schemas/variantSchema';

/** The merchandising settings of a product, read from productMerchandisingContext under its id. */
export function productMerchandising(product: Product): ProductMerchandising | undefined {
  const context = product.productMerchandisingContext;
  return Object.hasOwn(context, product.id) ? context[product.id] : undefined;
}

/**
 * The scarcity message shows only when enabled for the product, and only for a selected variant of that
 * product with limited stock left; with `view`, only when that template view is listed (an empty list allows all).
 */
export function isScarcityShown(product: Product, selectedVariant: Variant | null | undefined, view?: string): boolean {
  const merchandising = productMerchandising(product);
  if (!merchandising?.scarcityEnabled || !selectedVariant) return false;
  const belongs = product.structuredContent.variants.some(
    (variant) => variant === selectedVariant || (variant.id !== undefined && variant.id === selectedVariant.id),
  );
  if (!belongs) return false;
  if (view !== undefined && merchandising.scarcityTemplateViews.length > 0 && !merchandising.scarcityTemplateViews.includes(view)) {
    return false;
  }
  return !selectedVariant.unlimited && selectedVariant.qtyInStock > 0;
}
