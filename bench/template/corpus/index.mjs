// The template corpus of the compiler benchmark: five regions shaped like real Squarespace site templates, the blocks they
// apply as partials, and a data builder per region (bench/template/corpus/data.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogListData, eventListData, galleryData, navigationData, productListData } from './data.mjs';

const corpusDir = fileURLToPath(new URL('.', import.meta.url));
const blocksDir = join(corpusDir, 'blocks');

/** Every block of the corpus by file name (`image.block`), as the partials a site hands the engine. */
export const CORPUS_PARTIALS = Object.fromEntries(
  readdirSync(blocksDir).sort().map((name) => [name, readFileSync(join(blocksDir, name), 'utf8')]),
);

const localizedKeys = (source) => [...new Set(Array.from(source.matchAll(/localizedStrings\.([A-Za-z]+)/g), (match) => match[1]))];

/** The regions: name, template source, the partials it applies and a data builder `data(variant)`. */
export const CORPUS = [
  ['navigation', 'navigation.region', navigationData],
  ['blog list', 'blog-list.region', blogListData],
  ['product list', 'product-list.region', productListData],
  ['event list', 'event-list.region', eventListData],
  ['gallery', 'gallery.region', galleryData],
].map(([name, file, build]) => {
  const template = readFileSync(join(corpusDir, file), 'utf8');
  const keys = localizedKeys(template + Object.values(CORPUS_PARTIALS).join(''));
  return { name, file, template, partials: CORPUS_PARTIALS, data: (variant) => build(variant, keys) };
});
