import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Sections of a conformance fixture file. */
export type FixtureSections = Record<string, string>;

/** Directory holding the copied conformance fixtures. */
export const FIXTURE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'conformance', 'fixtures');

/** Splits fixture text into `:NAME` sections (body = following lines joined by "\n"). */
export function parseFixture(text: string): FixtureSections {
  const sections: FixtureSections = {};
  let name: string | null = null;
  let lines: string[] = [];
  for (const line of text.split('\n')) {
    const header = /^:([A-Za-z0-9_-]+)\s*$/.exec(line);
    if (header) {
      if (name !== null) sections[name] = lines.join('\n');
      name = header[1] as string;
      lines = [];
    } else if (name !== null) lines.push(line);
  }
  if (name !== null) sections[name] = lines.join('\n');
  return sections;
}

/** A fixture file with its path relative to FIXTURE_ROOT. */
export interface FixtureFile {
  path: string;
  sections: FixtureSections;
}

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir).sort()) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Every `.html` fixture except the AST ones and helper inputs. */
export function renderingFixtures(): FixtureFile[] {
  return walk(FIXTURE_ROOT, [])
    .map((full) => relative(FIXTURE_ROOT, full))
    .filter((path) => path.endsWith('.html') && !/(^|\/)ast-\d+\.html$/.test(path) && !path.includes('/units/'))
    .map((path) => ({ path, sections: parseFixture(readFileSync(join(FIXTURE_ROOT, path), 'utf8')) }));
}

/** The `ast-*.html` fixtures. */
export function astFixtures(): FixtureFile[] {
  return walk(FIXTURE_ROOT, [])
    .map((full) => relative(FIXTURE_ROOT, full))
    .filter((path) => /(^|\/)ast-\d+\.html$/.test(path))
    .map((path) => ({ path, sections: parseFixture(readFileSync(join(FIXTURE_ROOT, path), 'utf8')) }));
}

/** Render inputs decoded from a fixture. */
export interface FixtureInput {
  template: string;
  json: unknown;
  partials: Record<string, string>;
  injects: Record<string, unknown>;
  locale: string | undefined;
  now: number | undefined;
  expected: string;
}

/** Decodes a rendering fixture's sections (INJECT values are JSON text parsed a second time). */
export function fixtureInput(sections: FixtureSections): FixtureInput {
  const json = sections.JSON?.trim() ? (JSON.parse(sections.JSON) as unknown) : {};
  const partials = sections.PARTIALS?.trim() ? (JSON.parse(sections.PARTIALS) as Record<string, string>) : {};
  const injectText = sections.INJECT?.trim() ? (JSON.parse(sections.INJECT) as Record<string, string>) : {};
  const injects: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(injectText)) injects[key] = JSON.parse(text) as unknown;
  const params = sections.PARAMS?.trim() ? (JSON.parse(sections.PARAMS) as { locale?: string; now?: number }) : {};
  return {
    template: sections.TEMPLATE ?? '',
    json,
    partials,
    injects,
    locale: params.locale ?? 'en',
    now: params.now,
    expected: sections.OUTPUT ?? '',
  };
}
