import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import defaultConfigs from './rollup.config.mjs';
import { compiledCatalogFile } from './scripts/compileCatalog.mjs';

/** The lite build: the same sources and layout as dist/, in dist-lite/, with React replaced by preact/compat. */
const LITE_DIR = 'dist-lite';

/** Each React entry point and its preact/compat equivalent. */
const reactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** r2wc's `import React from 'react'`, for React.createElement alone: preact/compat's default export holds every compat API, so it takes preact's createElement instead (-1.1 KB gzip on a product page). */
const R2WC_REACT = '\0r2wc-react';
const fromR2wc = /[\\/]@r2wc[\\/]/;

function aliasReactToPreact() {
  return {
    name: 'alias-react-to-preact',
    resolveId(source, importer, options) {
      if (source === 'react' && importer && fromR2wc.test(importer)) return R2WC_REACT;
      const target = reactAliases[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
    load(id) {
      return id === R2WC_REACT ? "import { createElement } from 'preact/compat';\nexport default { createElement };\n" : null;
    },
  };
}

/** The catalogs the elements fetch on demand, precompiled beside the lite build as the default build writes them beside dist/. */
function copyLiteLocales() {
  return {
    name: 'copy-lite-locales',
    writeBundle() {
      mkdirSync(join(LITE_DIR, 'locales'), { recursive: true });
      for (const file of readdirSync('src/locales')) {
        if (file.endsWith('.json')) writeFileSync(join(LITE_DIR, 'locales', file), compiledCatalogFile(join('src/locales', file)));
      }
    },
  };
}

/** The TypeScript plugin checks its outDir (dist) lies inside the output folder; the lite build writes no declarations, so that check is dropped. */
const outsideDist = (plugin) => (plugin.name === 'typescript' ? { ...plugin, renderStart: undefined } : plugin);

const toLite = (path) => path.replace(/^(\.\/)?dist(?=\/|$)/, LITE_DIR);

/** Whether a page of the lite build loads the config's output (the template engine and the framework-free core render nothing, so they have no lite build). */
const servesPages = (config) => {
  const inputs = typeof config.input === 'string' ? [config.input] : Object.values(config.input);
  return inputs.some((input) => !input.startsWith('src/template/') && input !== 'src/core/index.ts');
};

const preactModule = /node_modules([\\/])preact([\\/])/;

/** Preact's modules, and the module r2wc takes as React, go to the chunk the default build gives React's, so both builds share their renderer alike. */
const preactInReactChunk = (manualChunks) =>
  typeof manualChunks === 'function'
    ? (id, meta) => (id === R2WC_REACT ? manualChunks('node_modules/react/index.js', meta) : manualChunks(id.replace(preactModule, 'node_modules$1react$2'), meta))
    : manualChunks;

const liteOutput = (output) => ({
  ...output,
  ...(output.dir ? { dir: toLite(output.dir) } : {}),
  ...(output.file ? { file: toLite(output.file) } : {}),
  ...(output.manualChunks ? { manualChunks: preactInReactChunk(output.manualChunks) } : {}),
});

/**
 * The modules a cart pill loads, the pill's own, the renderer's, the loader's and the strict-CSP setup aside, as one chunk
 * (`chunks/pill-shared-*.js`) instead of the one chunk per set of entries loading them that rollup makes: the storefront
 * shows the pill on every page, so a page loads that chunk whole, and fewer files carry less glue between them. A first
 * pass of the element build, written nowhere, finds them in rollup's own chunks (a module's imports name more than it uses).
 */
function pillSharedChunk() {
  const modules = new Set();
  const findModules = {
    name: 'find-pill-shared-modules',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const graph = (chunk, seen = new Set()) => {
        if (!seen.has(chunk)) {
          seen.add(chunk);
          for (const file of chunk.imports) graph(byFile.get(file), seen);
        }
        return seen;
      };
      const entry = (name) => chunks.find((chunk) => chunk.isEntry && chunk.name === name);
      const loader = graph(entry('loader'));
      for (const chunk of graph(entry('elements/cart-pill'))) {
        if (!chunk.isEntry && !['react', 'strict-csp'].includes(chunk.name) && !loader.has(chunk)) for (const id of chunk.moduleIds) modules.add(id);
      }
      for (const file of Object.keys(bundle)) delete bundle[file];
    },
  };
  return {
    /** The first pass of `config`. */
    analyse: (config) => ({
      ...config,
      output: { ...config.output, sourcemap: false },
      plugins: [...config.plugins.filter((plugin) => !['terser', 'copy-lite-locales'].includes(plugin.name)), findModules],
    }),
    /** `config` with the shared chunk. */
    apply: (config) => ({
      ...config,
      output: { ...config.output, manualChunks: (id, meta) => (modules.has(id) ? 'pill-shared' : config.output.manualChunks(id, meta)), onlyExplicitManualChunks: true },
    }),
  };
}

const liteConfigs = defaultConfigs
  .filter(servesPages)
  .map((config) => ({
    ...config,
    output: Array.isArray(config.output) ? config.output.map(liteOutput) : liteOutput(config.output),
    plugins: [
      aliasReactToPreact(),
      ...config.plugins.filter((plugin) => plugin && plugin.name !== 'copy-locales').map(outsideDist),
      ...(config.plugins.some((plugin) => plugin?.name === 'copy-locales') ? [copyLiteLocales()] : []),
    ],
  }));

const elementBuild = (config) => typeof config.input === 'object' && 'loader' in config.input;
const pillShared = pillSharedChunk();

export default liteConfigs.flatMap((config) => (elementBuild(config) ? [pillShared.analyse(config), pillShared.apply(config)] : [config]));
