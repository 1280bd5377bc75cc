import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { staticGraph } from './bundledSources';

/** The product page of the issue: React (or preact/compat) plus product, variant select, quantity, price, badge, add-to-cart and pill. */
export const PRODUCT_PAGE_TAGS = [
  'store-product',
  'store-variant-select',
  'store-quantity-input',
  'store-product-price',
  'store-product-badge',
  'store-add-to-cart',
  'store-cart-pill',
] as const;

const tagImport = /["']?(store-[a-z-]+)["']?\s*:\s*\{[^{}]*?import\(\s*["']([^"']+)["']\s*\)/g;

/** The chunk the loader imports for each tag, read from the loader's own files (path relative to the project). */
export function loaderChunks(loader: string): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const file of staticGraph(loader)) {
    for (const match of readFileSync(file, 'utf8').matchAll(tagImport)) chunks.set(match[1] as string, join(dirname(file), match[2] as string));
  }
  return chunks;
}

/** Every file a page with `tags` loads through `loader`: the loader's static graph and each tag's chunk with its static graph. */
export function loaderPageFiles(loader: string, tags: readonly string[]): string[] {
  const chunks = loaderChunks(loader);
  const files = new Set(staticGraph(loader));
  for (const tag of tags) {
    const chunk = chunks.get(tag);
    if (chunk === undefined) throw new Error(`${loader} imports no chunk for <${tag}>`);
    for (const file of staticGraph(chunk)) files.add(file);
  }
  return [...files];
}
