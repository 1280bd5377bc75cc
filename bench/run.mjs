// `npm run bench`: runs every benchmark in bench/ one after another (element benchmarks, then the template
// engine benchmark if present), each in its own Node process, and prints what each reports.
// Each benchmark prints ratios against a baseline measured in the same run; nothing here asserts a time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const elementsDir = join(benchDir, 'elements');
const elementBenchmarks = existsSync(elementsDir)
  ? readdirSync(elementsDir)
      .filter((name) => name.endsWith('.mjs'))
      .sort()
      .map((name) => join(elementsDir, name))
  : [];
/** The grid and INP benchmarks also run against the lite build, when it is built (`npm run build:lite`). */
const LITE_BENCHMARKS = ['grid-upgrade.mjs', 'grid-reviews-upgrade.mjs', 'inp-add-to-cart.mjs'];
const liteBuilt = existsSync(join(benchDir, '..', 'dist-lite', 'storefront-elements.js'));
const benchmarks = [
  ...elementBenchmarks.map((file) => ({ file, env: {} })),
  ...(liteBuilt ? elementBenchmarks.filter((file) => LITE_BENCHMARKS.some((name) => file.endsWith(name))).map((file) => ({ file, env: { STOREFRONT_DIST: 'dist-lite' } })) : []),
  ...['template/run.mjs', 'template/compiler.mjs'].map((name) => join(benchDir, name)).filter((file) => existsSync(file)).map((file) => ({ file, env: {} })),
];
if (!liteBuilt) console.log('dist-lite/ is not built: the grid and INP benchmarks run against dist/ only (npm run build:lite to add the lite build).');

let failures = 0;
for (const { file, env } of benchmarks) {
  const name = `${file.slice(benchDir.length)}${env.STOREFRONT_DIST ? ` (STOREFRONT_DIST=${env.STOREFRONT_DIST})` : ''}`;
  console.log(`\n=== bench/${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [file], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    failures += 1;
    console.log(`!!! bench/${name} failed (exit ${result.status ?? result.signal})`);
  } else {
    console.log(`--- bench/${name} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
console.log(`\n${benchmarks.length - failures} of ${benchmarks.length} benchmarks completed.`);
process.exitCode = failures ? 1 : 0;
