// The element manifest (src/elements/manifest.ts) as data for the scripts that cannot import TypeScript: the rollup
// configuration (one entry per element folder) and custom-elements.json.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The manifest file of the project. */
export const ELEMENT_MANIFEST = join(dirname(fileURLToPath(import.meta.url)), '..', 'src/elements/manifest.ts');

const ROW = /^\s*'(?<tag>store-[a-z0-9-]+)': \{ folder: '(?<folder>[a-z0-9-]+)', load: \(\) => import\('\.\/(?<imported>[a-z0-9-]+)\/index'\)/gm;

/**
 * Every row of the manifest, in its order: tag name and folder. A row whose loader imports another folder than its own,
 * or a manifest with no row in the expected form, is an error naming the file.
 * @param {string} [file]
 * @returns {{ tag: string; folder: string }[]}
 */
export function readElementManifest(file = ELEMENT_MANIFEST) {
  const rows = [...readFileSync(file, 'utf8').matchAll(ROW)].map(({ groups }) => {
    if (groups.imported !== groups.folder) throw new Error(`${file}: <${groups.tag}> has folder '${groups.folder}' but its loader imports './${groups.imported}/index'`);
    return { tag: groups.tag, folder: groups.folder };
  });
  if (rows.length === 0) throw new Error(`${file} has no row of the form '<tag>': { folder: '<folder>', load: () => import('./<folder>/index')… }`);
  return rows;
}
