import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import scriptSiblings from '../../src/elements/scriptSiblings.json';
import { gzipBytes, sourcesOf, staticGraph } from '../../scripts/distSizes.mjs';

const SCRIPT = 'dist/storefront-elements.js';
const folders = Object.values(scriptSiblings).map(([folder]) => folder as string);
const siblingFile = (folder: string) => `dist/storefront-${folder}.js`;

/** Renderer and dependencies the script bundles once: a sibling file must read them from the script, never bundle them. */
const BUNDLED_ONCE = /node_modules\/(react|react-dom|scheduler|@r2wc\/[^/]+|preact|zod|intl-messageformat|@formatjs\/[^/]+)\//;

/** Modules holding page-wide state (storefront, consent, catalogs, cart and selection stores, styles, telemetry): one copy per page. */
const SINGLETONS = [
  'src/elements/page/storefront.ts',
  'src/elements/page/consent.ts',
  'src/elements/i18n/catalogs.ts',
  'src/elements/selection/selectionStoreFor.ts',
  'src/elements/mounting/mountElement.ts',
  'src/elements/styles/styleSheetFor.ts',
  'src/elements/strictCspZod.ts',
  'src/core/telemetry/reportError.ts',
];

const relative = (source: string) => source.replace(/^(\.\.\/)+/, '');
const scriptSources = () => sourcesOf(SCRIPT).map(relative);
const siblingSources = (folder: string) => staticGraph(siblingFile(folder)).flatMap(sourcesOf).map(relative);

describe('the elements the single-file script loads from files next to itself', () => {
  it('each has its own ES file next to the script, whose static graph stays next to it', () => {
    expect(folders).toEqual(expect.arrayContaining(['form', 'account', 'quick-view', 'analytics', 'cookie-consent', 'restock-notification']));
    for (const folder of folders) {
      expect(existsSync(siblingFile(folder)), siblingFile(folder)).toBe(true);
      for (const file of staticGraph(siblingFile(folder))) expect(file, siblingFile(folder)).toMatch(/^dist\/storefront-[\w-]+\.js$/);
    }
  });

  it('the script carries none of their code, and still its own elements', () => {
    const sources = scriptSources();
    for (const folder of folders) expect(sources.filter((source) => source.startsWith(`src/elements/${folder}/`)), folder).toEqual([]);
    expect(sources.filter((source) => /^src\/core\/(analytics\/startAnalytics|restock\/)/.test(source))).toEqual([]);
    for (const folder of ['product', 'variant-select', 'quantity-input', 'product-price', 'add-to-cart', 'cart-pill', 'cart']) {
      expect(sources.some((source) => source.startsWith(`src/elements/${folder}/`)), folder).toBe(true);
    }
  });

  it('no file bundles React, zod or the message formatter, nor a second copy of any module of the script', () => {
    const inScript = new Set(scriptSources());
    for (const singleton of SINGLETONS) expect(inScript.has(singleton), singleton).toBe(true);
    for (const folder of folders) {
      const sources = siblingSources(folder);
      expect(sources.length, folder).toBeGreaterThan(0);
      expect(sources.filter((source) => BUNDLED_ONCE.test(source)), folder).toEqual([]);
      expect(sources.filter((source) => inScript.has(source)), folder).toEqual([]);
    }
  });

  it('they read the script\'s modules from the registry the script publishes for its version', () => {
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
    const key = `Symbol.for("storefront-elements@${version}")`;
    expect(readFileSync(SCRIPT, 'utf8')).toContain(key);
    for (const folder of folders) expect(staticGraph(siblingFile(folder)).some((file) => readFileSync(file, 'utf8').includes(key)), folder).toBe(true);
    console.log(folders.map((folder) => `${siblingFile(folder)}: ${gzipBytes(staticGraph(siblingFile(folder)))} B gzip with its chunks`).join('\n'));
  });

  it('the script requests the chunks of each file together with the file, not once the file has arrived', () => {
    const script = readFileSync(SCRIPT, 'utf8');
    for (const folder of folders) {
      const chunks = staticGraph(siblingFile(folder))
        .filter((file) => file !== siblingFile(folder))
        .map((file) => file.replace(/^dist\//, ''))
        .sort();
      expect(chunks.length, folder).toBeGreaterThan(0);
      expect(script, folder).toContain(`"storefront-${folder}.js":${JSON.stringify(chunks)}`);
    }
  });
});
