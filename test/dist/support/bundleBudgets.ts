import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { staticGraph } from './bundledSources';

/** The shared React chunk of the ES build: react, react-dom, scheduler and r2wc. */
export const REACT_CHUNK = 'dist/chunks/react.js';

/** The product page of the budget: product, variant select, quantity, price, badge, add-to-cart and the cart pill. */
export const PRODUCT_PAGE_ELEMENTS = ['product', 'variant-select', 'quantity-input', 'product-price', 'product-badge', 'add-to-cart', 'cart-pill'] as const;

/** Gzip bytes (level 9) of built files concatenated, as one download of them all would compress. */
export const gzipBytes = (files: readonly string[]): number => gzipSync(files.map((file) => readFileSync(file, 'utf8')).join('\n'), { level: 9 }).length;

/** Every per-element entry of the ES build, `dist/elements/<name>.js`. */
export const elementEntries = (): string[] =>
  readdirSync('dist/elements')
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => `dist/elements/${file}`);

/** The core of the element build: every chunk that each element entry loads statically, React and the entries themselves aside. */
export function elementCore(): string[] {
  const graphs = elementEntries().map((entry) => new Set(staticGraph(entry)));
  const [first = new Set<string>(), ...rest] = graphs;
  return [...first].filter((file) => file !== REACT_CHUNK && !file.startsWith('dist/elements/') && rest.every((graph) => graph.has(file))).sort();
}

/** What an element adds beyond React and the core: its entry and the chunks of its static graph no other element shares with all. */
export function ownFiles(entry: string, core: readonly string[] = elementCore()): string[] {
  return staticGraph(entry).filter((file) => file !== REACT_CHUNK && !core.includes(file));
}

/** The static graphs a page through `dist/loader.js` loads for `elements` (folder names), the loader's own included. */
export const loaderPageFiles = (elements: readonly string[]): string[] =>
  [...new Set([...staticGraph('dist/loader.js'), ...elements.flatMap((name) => staticGraph(`dist/elements/${name}.js`))])];
