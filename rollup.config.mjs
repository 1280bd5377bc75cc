import { readFileSync, readdirSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import typescript from '@rollup/plugin-typescript';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import json from '@rollup/plugin-json';
import terser from '@rollup/plugin-terser';
import { compiledCatalogFile, precompiledCatalogs } from './scripts/compileCatalog.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

const elementEntries = Object.fromEntries(
  readdirSync('src/elements', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join('src/elements', entry.name, 'index.ts')))
    .map((entry) => [`elements/${entry.name}`, `src/elements/${entry.name}/index.ts`]),
);

const replaceOptions = {
  preventAssignment: true,
  values: {
    __VERSION__: JSON.stringify(pkg.version),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
};

const plugins = (declarations) => [
  replace(replaceOptions),
  precompiledCatalogs(),
  json({ preferConst: true }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  typescript({ tsconfig: './tsconfig.build.json', declaration: false, declarationMap: false, noEmitOnError: true, ...(declarations ?? {}) }),
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

/** The single-file build loads the performance collector from dist/storefront-performance.js and catalogs from dist/locales/ instead of chunks. */
function collectorFromFile() {
  return {
    name: 'collector-from-file',
    resolveId(source, importer) {
      if (source === './loadCollector' && importer?.endsWith('startTelemetry.ts')) return resolve('src/elements/base/loadCollectorScript.ts');
      if (source === './loadLocaleCatalog' && importer?.endsWith('catalogs.ts')) return resolve('src/elements/base/loadLocaleCatalogScript.ts');
      return null;
    },
  };
}

const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  warn(warning);
};

export default [
  {
    input: {
      index: 'src/index.ts',
      core: 'src/core/index.ts',
      loader: 'src/elements/loader.ts',
      ...elementEntries,
    },
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: (id) => {
        if (id.endsWith('src/elements/base/strictCspZod.ts')) return 'strict-csp';
        if (/node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
        return undefined;
      },
    },
    plugins: [...plugins(), terser({ module: true, compress: { passes: 2 } }), copyLocales()],
    onwarn,
  },
  {
    input: 'src/index.ts',
    output: {
      file: 'dist/storefront-elements.js',
      format: 'iife',
      name: 'StorefrontElements',
      sourcemap: true,
      inlineDynamicImports: true,
    },
    plugins: [collectorFromFile(), ...plugins(), terser({ compress: { passes: 2 } })],
    onwarn,
  },
  /** The template engine alone (`storefront-elements/template`), one file sharing no chunk with the commerce core. */
  {
    input: 'src/core/template/index.ts',
    output: { file: 'dist/template.js', format: 'es', sourcemap: true },
    plugins: [...plugins(), terser({ module: true, compress: { passes: 2 } })],
    onwarn,
  },
  {
    input: 'src/elements/base/collectPerformance.ts',
    output: { file: 'dist/storefront-performance.js', format: 'es', sourcemap: true },
    plugins: [...plugins(), terser({ module: true, compress: { passes: 2 } })],
    onwarn,
  },
];
