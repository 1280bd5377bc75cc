import { rollup } from 'rollup';
import typescript from '@rollup/plugin-typescript';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import json from '@rollup/plugin-json';
import terser from '@rollup/plugin-terser';
import { gzipSync } from 'node:zlib';

/** What a production bundle of one entry contains. */
export interface BundleFacts {
  /** Every module id rollup included. */
  readonly moduleIds: readonly string[];
  /** Minified code. */
  readonly code: string;
  /** Gzip size of the minified code in bytes. */
  readonly gzipBytes: number;
}

/** Bundles `entry` (a file path or virtual source) for the browser, minified, tree-shaken, as the package build does. */
export async function bundleEntry(entry: string, virtualSource?: string): Promise<BundleFacts> {
  const virtualId = '\0virtual-entry.js';
  const bundle = await rollup({
    input: virtualSource === undefined ? entry : virtualId,
    onwarn: () => {},
    plugins: [
      ...(virtualSource === undefined
        ? []
        : [{ name: 'virtual-entry', resolveId: (id: string) => (id === virtualId ? id : null), load: (id: string) => (id === virtualId ? virtualSource : null) }]),
      replace({ preventAssignment: true, values: { __VERSION__: '"0.0.0-test"', 'process.env.NODE_ENV': '"production"' } }),
      json({ preferConst: true }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', declaration: false, declarationMap: false, sourceMap: false, noEmitOnError: false }),
    ],
  });
  const moduleIds = bundle.cache?.modules.map((module) => module.id) ?? [];
  const { output } = await bundle.generate({ format: 'es', plugins: [terser({ module: true })] });
  await bundle.close();
  const code = output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  return { moduleIds, code, gzipBytes: gzipSync(code, { level: 9 }).length };
}
