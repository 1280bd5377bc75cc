#!/usr/bin/env node
// Installs each example app of examples/ from its own package-lock.json (`npm ci`; its .npmrc installs this package as
// packed from the built dist/, as a registry would), type-checks it (the expected errors included) and builds it when it
// has a build (the Chromium suite then serves that build). Run after `npm run build`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const examples = readdirSync('examples', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join('examples', entry.name))
  .sort();

/** Fails when an example's lock file records other dependencies of this package than package.json has (npm ci would install the old ones). */
function checkLockOf(example) {
  const lock = JSON.parse(readFileSync(join(example, 'package-lock.json'), 'utf8'));
  const locked = lock.packages?.[`node_modules/${pkg.name}`]?.dependencies ?? {};
  if (JSON.stringify(locked) !== JSON.stringify(pkg.dependencies ?? {})) {
    throw new Error(`${example}/package-lock.json records other dependencies of ${pkg.name} than package.json: run npm install --prefix ${example}`);
  }
}

function npm(example, ...args) {
  const started = performance.now();
  execFileSync('npm', [...args, '--prefix', example, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  return performance.now() - started;
}

const started = performance.now();
for (const example of examples) {
  checkLockOf(example);
  const { scripts = {} } = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'));
  const install = npm(example, 'ci');
  const typecheck = npm(example, 'run', 'typecheck');
  const build = scripts.build ? npm(example, 'run', 'build') : 0;
  console.log(`${example}: npm ci ${(install / 1000).toFixed(1)} s, typecheck ${(typecheck / 1000).toFixed(1)} s, build ${(build / 1000).toFixed(1)} s`);
}
console.log(`examples: ${examples.length} installed and type-checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
