// The engines a template benchmark compares: ours as shipped (the package build's dist/template.js, refused when older than
// src/template or src/core; BENCH_TEMPLATE_ENGINE=<module> measures another build of ours instead) and English CLDR data for the reference's
// locale-aware formatters (`money`, `datetime`), loaded the way the differential test does.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLDRFramework } from '@phensley/cldr';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Path of our engine's module, shown relative to the project when it lives there. */
export const OUR_ENGINE_PATH = process.env.BENCH_TEMPLATE_ENGINE ? resolve(process.env.BENCH_TEMPLATE_ENGINE) : join(projectRoot, 'dist/template.js');
/** How the report names our engine. */
export const OUR_ENGINE_LABEL = OUR_ENGINE_PATH.startsWith(projectRoot) ? OUR_ENGINE_PATH.slice(projectRoot.length) : OUR_ENGINE_PATH;
/** The reference's package version. */
export const REFERENCE_VERSION = createRequire(import.meta.url)('@squarespace/template-engine/package.json').version;

/** Imports our engine; exits with a message when the default build is missing or older than its sources (src/template, src/core). */
export async function loadOurEngine() {
  if (!process.env.BENCH_TEMPLATE_ENGINE) {
    const sourceDirs = ['src/template', 'src/core'].map((dir) => join(projectRoot, dir));
    const newestSource = Math.max(...sourceDirs.flatMap((dir) => readdirSync(dir, { recursive: true }).map((file) => statSync(join(dir, file)).mtimeMs)));
    const builtAt = statSync(OUR_ENGINE_PATH, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (builtAt < newestSource) {
      console.error(`${OUR_ENGINE_PATH} is ${builtAt ? 'older than src/template or src/core' : 'missing'}: run \`npm run build\` first.`);
      process.exit(1);
    }
  }
  return import(pathToFileURL(OUR_ENGINE_PATH).href);
}

const packDir = join(dirname(createRequire(import.meta.url).resolve('@phensley/cldr/package.json')), 'packs');
/** English CLDR for the reference. */
export const ENGLISH_CLDR = new CLDRFramework({ loader: (language) => readFileSync(join(packDir, `${language}.json`), 'utf8') }).get('en-US');
