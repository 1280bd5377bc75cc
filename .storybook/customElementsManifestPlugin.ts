import type { Plugin } from 'vite';
// @ts-expect-error plain ESM script without type declarations
import { buildManifest } from '../scripts/custom-elements-manifest.mjs';

const ID = 'virtual:custom-elements-manifest';

/** Serves custom-elements.json, generated afresh from the element header comments, as the module `virtual:custom-elements-manifest`. */
export function customElementsManifestPlugin(): Plugin {
  return {
    name: 'storefront-custom-elements-manifest',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(buildManifest())};` : undefined),
  };
}
