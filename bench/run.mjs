// `npm run bench`: runs every benchmark in bench/ one after another (element benchmarks, then the template
// engine benchmark if present), each in its own Node process, and prints what each reports.
// Each benchmark prints ratios against a baseline measured in the same run; nothing here asserts a time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const elementsDir = join(benchDir, 'elements');
const benchmarks = [
  ...(existsSync(elementsDir)
    ? readdirSync(elementsDir)
        .filter((name) => name.endsWith('.mjs'))
        .sort()
        .map((name) => join(elementsDir, name))
    : []),
  ...['template/run.mjs', 'template/compiler.mjs'].map((name) => join(benchDir, name)).filter((file) => existsSync(file)),
];

let failures = 0;
for (const file of benchmarks) {
  const name = file.slice(benchDir.length);
  console.log(`\n=== bench/${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  if (result.status !== 0) {
    failures += 1;
    console.log(`!!! bench/${name} failed (exit ${result.status ?? result.signal})`);
  } else {
    console.log(`--- bench/${name} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
console.log(`\n${benchmarks.length - failures} of ${benchmarks.length} benchmarks completed.`);
process.exitCode = failures ? 1 : 0;
