import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/** Every exported `…styles` / `…Styles` template literal of the element sources, media query conditions left out. */
function elementStyleSheets(): { file: string; css: string }[] {
  return sourceFiles('src/elements').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/export const \w*[sS]tyles = `([^`]*)`/g)].map((match) => ({ file, css: (match[1] ?? '').replace(/@media[^{]*/g, '') })),
  );
}

/** Physical properties and values that have logical equivalents. */
const PHYSICAL = [
  /(?<![-\w])(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right|top|bottom)\b(?!-(?:left|right)-radius)/g,
  /(?<![-\w])(?:left|right|top|bottom)\s*:/g,
  /(?<![-\w])(?:min-|max-)?(?:width|height)\s*:/g,
  /border-(?:top|bottom)-(?:left|right)-radius/g,
  /(?:text-align|float|clear)\s*:\s*(?:left|right)\b/g,
  /resize\s*:\s*(?:horizontal|vertical)\b/g,
  /overflow-[xy]\s*:/g,
];

/** A margin, padding, inset or border-radius shorthand with different sides (more than one value outside var()). */
const SIDED_SHORTHAND = /(?<![-\w])(margin|padding|inset|border-radius|border-width|border-style|border-color)\s*:\s*([^;}]+)/g;

function physicalUses(css: string): string[] {
  const found = PHYSICAL.flatMap((pattern) => [...css.matchAll(pattern)].map((match) => match[0]));
  for (const match of css.matchAll(SIDED_SHORTHAND)) {
    const value = (match[2] ?? '').trim();
    if (!value.startsWith('var(') && value.split(/\s+/).length > 1) found.push(match[0]);
  }
  return found;
}

describe('element styles under dir="rtl"', () => {
  it('use logical properties for sizes, sides and positions, never physical ones', () => {
    const sheets = elementStyleSheets();
    expect(sheets.length).toBeGreaterThan(15);
    const found = sheets.flatMap(({ file, css }) => physicalUses(css).map((use) => `${file}: ${use}`));
    expect(found).toEqual([]);
  });

  it('flags every kind of physical property it knows', () => {
    const css = `a { margin-left: 0; right: 0; width: 1em; min-height: 2em; border-top-left-radius: 2px; text-align: right; float: left;
      resize: vertical; overflow-x: auto; padding: 0.2em 0.75em; margin: 0 0 1em; inset: auto 0 0 0; border-radius: 4px 0; }`;
    expect(physicalUses(css)).toHaveLength(13);
    expect(physicalUses(`a { margin-inline-start: 0; inset-inline-end: 0; inline-size: 1em; min-block-size: 2em; text-align: end; float: inline-end;
      resize: block; padding: var(--x, 0.2em 0.75em); margin: 0; stroke-width: 2; line-height: 1; border-radius: 999px; }`)).toEqual([]);
  });
});
