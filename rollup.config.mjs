import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import typescript from '@rollup/plugin-typescript';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import json from '@rollup/plugin-json';
import terser from '@rollup/plugin-terser';
import { compiledCatalogFile, precompiledCatalogs } from './scripts/compileCatalog.mjs';
import { readElementManifest } from './scripts/readElementManifest.mjs';

/**
 * One ES-module build of every entry, and the single-file classic script beside it. `rollup -c --environment LITE` (npm run
 * build:lite) is the same build with React aliased to preact/compat, in dist-lite/.
 */
const lite = Boolean(process.env.LITE);
const outDir = lite ? 'dist-lite' : 'dist';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** Chunk name → stable file name of the shared chunks every element page loads, which a page can `modulepreload` beside the loader. */
const preloadedChunks = JSON.parse(readFileSync('src/elements/preloadedChunks.json', 'utf8'));

/** React's entry points and their preact/compat equivalents, for the lite build. */
const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** Resolves each React entry point as its preact/compat equivalent (@rollup/plugin-alias is not installed). */
function reactToPreact() {
  return {
    name: 'react-to-preact',
    resolveId(source, importer, options) {
      const target = preactAliases[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

const plugins = () => [
  ...(lite ? [reactToPreact()] : []),
  replace({ preventAssignment: true, values: { __VERSION__: JSON.stringify(pkg.version), 'process.env.NODE_ENV': JSON.stringify('production') } }),
  precompiledCatalogs(),
  json({ preferConst: true }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  typescript({ tsconfig: './tsconfig.build.json', outDir, declaration: false, declarationMap: false, noEmitOnError: true }),
];

/** The catalogs, precompiled, as `locales/<locale>.json` (the package's `./locales/*`), with their type. */
function copyLocales() {
  return {
    name: 'copy-locales',
    generateBundle() {
      for (const file of readdirSync('src/locales').filter((name) => name.endsWith('.json'))) {
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source: compiledCatalogFile(join('src/locales', file)) });
      }
      this.emitFile({ type: 'asset', fileName: 'types/locales/locale.d.ts', source: 'declare const catalog: Readonly<Record<string, string | readonly object[]>>;\nexport default catalog;\n' });
    },
  };
}

/** React (or preact), react-dom, scheduler and r2wc, with the helpers they import: one shared chunk. */
const renderer = /node_modules[\\/](?:react|react-dom|scheduler|preact|@r2wc[\\/][^\\/]+)[\\/]/;
const catalog = /[\\/]src[\\/]locales[\\/]([^\\/]+)\.json$/;
/** The sanitizer layer (DOMPurify and the library's one Trusted Types policy), which elements import when they show server HTML. */
const SANITIZER = resolve('src/core/html/sanitizeHtml.ts');
const SANITIZER_FILE = 'chunks/sanitizeHtml.js';

/**
 * What the classic script loads when a page needs it, as the ES build's file beside it, by module id: a catalog besides
 * en-US (which every element imports) and the sanitizer layer. Each is a file that imports nothing, and only dynamic
 * imports name it, so a page holds one copy of it whichever script loads it.
 */
function fileBesideClassicScript(id) {
  const locale = catalog.exec(id)?.[1];
  if (locale) return locale === 'en-US' ? undefined : `locales/${locale}.js`;
  return id === SANITIZER ? SANITIZER_FILE : undefined;
}
const besideClassicScript = (source, importer) => fileBesideClassicScript(importer && source.startsWith('.') ? resolve(dirname(importer), source) : source) !== undefined;

/** The core does nothing at import time (a project rule): a core module nothing is used from is left out, also behind a barrel. */
const coreFolder = resolve('src/core');
const treeshake = { moduleSideEffects: (id, external) => external || !id.startsWith(coreFolder) };

const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  warn(warning);
};

const LOADER = 'src/elements/loader.ts';

/** One entry per row of the element manifest: `elements/<folder>.js`. */
const elementInputs = Object.fromEntries(readElementManifest().map(({ folder }) => [`elements/${folder}`, `src/elements/${folder}/index.ts`]));
const elementEntryIds = new Set(Object.values(elementInputs).map((input) => resolve(input)));

/** The static graph of `roots`: every module they import, directly or not, without dynamic imports. */
function staticGraph(roots, getModuleInfo) {
  const graph = new Set(roots);
  for (const id of graph) for (const imported of getModuleInfo(id).importedIds) graph.add(imported);
  return graph;
}

/**
 * The element core, one chunk that every page with an element loads: the modules that every element imports statically,
 * but for the loader's own, which a page loads before it shows any element.
 */
function elementCoreModules(ids, getModuleInfo) {
  const entries = ids.filter((id) => elementEntryIds.has(id));
  const users = new Map();
  for (const entry of entries) for (const id of staticGraph([entry], getModuleInfo)) users.set(id, (users.get(id) ?? 0) + 1);
  const loader = staticGraph([resolve(LOADER)], getModuleInfo);
  return new Set([...users].filter(([id, count]) => count === entries.length && !loader.has(id)).map(([id]) => id));
}
const elementCores = new WeakMap();

const minify = (options = {}) => terser({ compress: { passes: 2 }, ...options });

export default [
  {
    input: {
      index: 'src/index.ts',
      loader: LOADER,
      ...elementInputs,
    },
    output: {
      dir: outDir,
      format: 'es',
      /** Maps are written beside each file (the tests read them) but not linked from it: the package ships none. */
      sourcemap: 'hidden',
      entryFileNames: '[name].js',
      chunkFileNames: (chunk) =>
        preloadedChunks[chunk.name] ??
        (chunk.facadeModuleId === SANITIZER ? SANITIZER_FILE : chunk.moduleIds.length === 1 && catalog.test(chunk.moduleIds[0]) ? 'locales/[name].js' : 'chunks/[name]-[hash].js'),
      onlyExplicitManualChunks: true,
      manualChunks: (id, { getModuleIds, getModuleInfo }) => {
        if (renderer.test(id) || getModuleInfo(id).importers.some((importer) => renderer.test(importer))) return 'react';
        if (catalog.test(id)) return catalog.exec(id)[1];
        if (!elementCores.has(getModuleInfo)) elementCores.set(getModuleInfo, elementCoreModules([...getModuleIds()], getModuleInfo));
        return elementCores.get(getModuleInfo).has(id) ? 'elements' : undefined;
      },
    },
    plugins: [...plugins(), minify({ module: true }), copyLocales()],
    onwarn,
    treeshake,
  },
  /**
   * The framework-free core (`storefront-elements/core`) and the template engine (`storefront-elements/template`), one
   * file each sharing no chunk: as entries of the element build they split the modules they share with the elements
   * into more chunks (measured on the demo product page: +5.4 KB gzip for the core, +2.5 KB for the template engine).
   */
  ...[
    ['core.js', 'src/core/index.ts'],
    ['template.js', 'src/template/index.ts'],
  ].map(([file, input]) => ({
    input,
    output: { file: `${outDir}/${file}`, format: 'es', sourcemap: 'hidden', inlineDynamicImports: true },
    plugins: [...plugins(), minify({ module: true })],
    onwarn,
    treeshake,
  })),
  /**
   * The classic script `storefront-elements.js`, for pages that can only paste a `<script src>`: the package entry as one
   * file (its lazy chunks and en-US inlined), which defines every element while the page's first render waits for it.
   * The other catalogs and the sanitizer layer stay what the source makes them, dynamic imports: each loads the ES
   * build's file beside the script (fileBesideClassicScript; a classic script's `import()` resolves against the script's
   * URL).
   * A small bootstrap that starts the loader was measured against it on the demo product page (4x CPU): 1.14-1.31x the
   * time to ready and CLS above 0, as the elements it loads render after the first paint.
   */
  {
    input: 'src/index.ts',
    external: besideClassicScript,
    output: {
      file: `${outDir}/storefront-elements.js`,
      format: 'iife',
      name: 'StorefrontElements',
      sourcemap: 'hidden',
      inlineDynamicImports: true,
      paths: (id) => `./${fileBesideClassicScript(id)}`,
    },
    plugins: [...plugins(), minify()],
    onwarn,
    treeshake,
  },
];
