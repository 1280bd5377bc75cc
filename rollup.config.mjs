import { readFileSync, readdirSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import typescript from '@rollup/plugin-typescript';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import json from '@rollup/plugin-json';
import terser from '@rollup/plugin-terser';
import { compiledCatalogFile, precompiledCatalogs } from './scripts/compileCatalog.mjs';
import { englishMessages, groupModules } from './scripts/englishMessages.mjs';
import { scriptSiblings } from './scripts/scriptSiblings.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

const elementEntries = Object.fromEntries(
  readdirSync('src/elements', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join('src/elements', entry.name, 'index.ts')))
    .map((entry) => [`elements/${entry.name}`, `src/elements/${entry.name}/index.ts`]),
);

/** Elements (and the add-to-cart's additional-fields form) the single-file script loads from files next to itself, `storefront-<name>.js`, instead of bundling them. */
const siblingEntries = {
  ...Object.fromEntries(
    Object.values(JSON.parse(readFileSync('src/elements/scriptSiblings.json', 'utf8'))).map(([folder]) => [folder, `src/elements/${folder}/index.ts`]),
  ),
  'additional-fields': 'src/elements/add-to-cart/AdditionalFieldsModal.tsx',
};

const replaceOptions = {
  preventAssignment: true,
  values: {
    __VERSION__: JSON.stringify(pkg.version),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
};

/**
 * The plugins of every build. `englishByFeature`: each module brings the en-US messages it names (scripts/englishMessages.mjs);
 * false for the builds that render no element: they bundle en-US whole where they import it (`storefront-elements/core`,
 * whose englishCatalog is public) or not at all.
 */
const plugins = ({ englishByFeature = true } = {}) => [
  replace(replaceOptions),
  precompiledCatalogs(),
  ...(englishByFeature ? [englishMessages()] : []),
  json({ preferConst: true }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  typescript({ tsconfig: './tsconfig.build.json', declaration: false, declarationMap: false, noEmitOnError: true }),
];

function copyLocales() {
  return {
    name: 'copy-locales',
    writeBundle() {
      mkdirSync('dist/locales', { recursive: true });
      for (const file of readdirSync('src/locales')) {
        if (file.endsWith('.json')) writeFileSync(join('dist/locales', file), compiledCatalogFile(join('src/locales', file)));
      }
      mkdirSync('dist/types/locales', { recursive: true });
      writeFileSync(
        'dist/types/locales/locale.d.ts',
        'declare const catalog: Readonly<Record<string, string | readonly object[]>>;\nexport default catalog;\n',
      );
    },
  };
}

/** The single-file build loads the performance collector, DOMPurify, catalogs and the additional-fields form from files next to it instead of chunks, and takes the cart layers and the telemetry sender it bundles at once. */
function collectorFromFile() {
  const swaps = new Map([
    ['src/elements/telemetry/loadCollector', 'src/elements/base/loadCollectorScript.ts'],
    ['src/elements/i18n/loadLocaleCatalog', 'src/elements/base/loadLocaleCatalogScript.ts'],
    ['src/elements/layers/loadSanitizer', 'src/elements/base/loadSanitizerScript.ts'],
    ['src/elements/add-to-cart/loadAdditionalFieldsModal', 'src/elements/add-to-cart/loadAdditionalFieldsModalScript.ts'],
    ['src/elements/add-to-cart/loadStartAddToCart', 'src/elements/add-to-cart/loadStartAddToCartScript.ts'],
    ['src/elements/page/loadStorefront', 'src/elements/base/loadStorefrontScript.ts'],
    ['src/elements/telemetry/loadTelemetrySender', 'src/elements/base/loadTelemetrySenderScript.ts'],
  ].map(([module, script]) => [resolve(module), resolve(script)]));
  return {
    name: 'collector-from-file',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      return swaps.get(resolve(dirname(importer), source)) ?? null;
    },
  };
}

/** React, react-dom, scheduler and r2wc: one shared chunk under a stable name, `dist/chunks/react.js`, for a `modulepreload`. */
const reactPackage = /node_modules[\\/](?:react|react-dom|scheduler|@r2wc[\\/][^\\/]+)[\\/]/;

/** The core does nothing at import time (a project rule): a core module nothing is used from is left out, also behind a barrel. */
const coreFolder = resolve('src/core');
const treeshake = { moduleSideEffects: (id, external) => external || !id.startsWith(coreFolder) };

const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  warn(warning);
};

const sharing = scriptSiblings({ version: pkg.version, publisher: 'src/elements/base/publishSharedModules.ts', ranByScript: groupModules });

/** The single-file script, an IIFE that registers its elements and loads the others from next to itself. */
const scriptConfig = (sharingPlugin, output) => ({
  input: 'src/storefrontScript.ts',
  output: { format: 'iife', name: 'StorefrontElements', inlineDynamicImports: true, ...output },
  plugins: [collectorFromFile(), sharingPlugin, ...plugins(), terser({ compress: { passes: 2 } })],
  onwarn,
  treeshake,
});

export default [
  {
    input: {
      index: 'src/index.ts',
      loader: 'src/elements/loader.ts',
      ...elementEntries,
    },
    output: {
      dir: 'dist',
      format: 'es',
      /** Maps are written beside each file (the tests read them) but not linked from it: the package ships none, and every file a page loads would carry a comment pointing at nothing. */
      sourcemap: 'hidden',
      entryFileNames: '[name].js',
      chunkFileNames: (chunk) => (chunk.name === 'react' ? 'chunks/react.js' : 'chunks/[name]-[hash].js'),
      manualChunks: (id) => {
        if (reactPackage.test(id)) return 'react';
        if (id.endsWith('src/elements/strictCspZod.ts')) return 'strict-csp';
        if (/node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
        return undefined;
      },
    },
    plugins: [...plugins(), terser({ module: true, compress: { passes: 2 } }), copyLocales()],
    onwarn,
    treeshake,
  },
  ...[1, 2].flatMap((round) => [
    /** What the script renders (publishing what the sibling files read in the round before), so that they import those modules from it; writes nothing. */
    { ...scriptConfig(sharing.analyseScript, { file: 'dist/storefront-elements.js' }), plugins: [collectorFromFile(), sharing.analyseScript, ...plugins()] },
    {
      input: siblingEntries,
      output: { dir: 'dist', format: 'es', sourcemap: true, entryFileNames: 'storefront-[name].js', chunkFileNames: 'storefront-chunk-[hash].js', ...sharing.siblingOutput },
      plugins: [
        collectorFromFile(),
        sharing.importFromScript,
        ...plugins(),
        ...(round === 1 ? [sharing.discardOutput] : [terser({ module: true, compress: { passes: 2 } })]),
      ],
      onwarn,
      treeshake,
    },
  ]),
  scriptConfig(sharing.publishFromScript, { file: 'dist/storefront-elements.js', sourcemap: true }),
  /**
   * The framework-free core (`storefront-elements/core`), one file sharing no chunk with the elements: as an entry of the
   * element build it kept every export of every module it shares with them in the elements' chunks (+2.2 KB gzip on a product page).
   */
  {
    input: 'src/core/index.ts',
    output: { file: 'dist/core.js', format: 'es', sourcemap: 'hidden', inlineDynamicImports: true },
    plugins: [...plugins({ englishByFeature: false }), terser({ module: true, compress: { passes: 2 } })],
    onwarn,
    treeshake,
  },
  /** The template engine alone (`storefront-elements/template`), one file sharing no chunk with the commerce core. */
  {
    input: 'src/template/index.ts',
    output: { file: 'dist/template.js', format: 'es', sourcemap: true },
    plugins: [...plugins({ englishByFeature: false }), terser({ module: true, compress: { passes: 2 } })],
    onwarn,
    treeshake,
  },
  /** DOMPurify and the Trusted Types policy, loaded by the single-file script only when server HTML is shown. */
  {
    input: 'src/core/html/sanitizeHtml.ts',
    output: { file: 'dist/storefront-sanitize.js', format: 'es', sourcemap: true },
    plugins: [...plugins({ englishByFeature: false }), terser({ module: true, compress: { passes: 2 } })],
    onwarn,
    treeshake,
  },
  {
    input: 'src/elements/telemetry/collectPerformance.ts',
    output: { file: 'dist/storefront-performance.js', format: 'es', sourcemap: true },
    plugins: [...plugins({ englishByFeature: false }), terser({ module: true, compress: { passes: 2 } })],
    onwarn,
    treeshake,
  },
];
