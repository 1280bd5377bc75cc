#!/usr/bin/env node
// npm start: builds the package (skip with --no-build), then runs the reference API server and demo storefront.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

if (!args.includes('--no-build')) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const script = process.env.STOREFRONT_DIST === 'dist-lite' ? 'build:lite' : 'build';
  const build = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write(`npm run ${script} failed; fix it or start with --no-build to serve the last build.\n`);
    process.exit(build.status ?? 1);
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'dev', 'main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
