import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const styleFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? styleFiles(join(dir, entry.name)) : /(^styles|Styles)\.ts$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

const PHYSICAL = /(?:margin|padding|border|inset)-(?:left|right)\b|(?<![-\w])(?:left|right)\s*:|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right)/g;

describe('element styles under dir="rtl"', () => {
  it('use logical properties for the inline direction, never left/right', () => {
    const files = styleFiles('src/elements');
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(PHYSICAL)].map((match) => `${file}: ${match[0]}`));
    expect(found).toEqual([]);
  });
});
