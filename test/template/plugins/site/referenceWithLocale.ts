import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CLDRFramework, type CLDR } from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';

const packDir = join(dirname(createRequire(import.meta.url).resolve('@phensley/cldr/package.json')), 'packs');
let framework: CLDRFramework | undefined;
const locales = new Map<string, CLDR>();
let compiler: Compiler | undefined;

/** Renders with the reference engine (test oracle only) with CLDR locale data for `locale`. */
export function renderReferenceIn(locale: string, template: string, json: unknown, now: number): string {
  framework ??= new CLDRFramework({ loader: (language: string) => readFileSync(join(packDir, `${language}.json`), 'utf8') });
  let cldr = locales.get(locale);
  if (!cldr) {
    cldr = framework.get(locale);
    locales.set(locale, cldr);
  }
  compiler ??= new Compiler();
  const { ctx } = compiler.execute({ code: template, json, cldr, now } as Parameters<Compiler['execute']>[0]);
  return ctx.render();
}
