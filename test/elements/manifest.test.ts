import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementManifest, elementRows } from '../../src/elements/manifest';
import { readElementManifest } from '../../scripts/readElementManifest.mjs';

const elementFolders = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join('src/elements', entry.name, 'element.ts')))
  .map((entry) => entry.name);

describe('the element manifest (src/elements/manifest.ts)', () => {
  it('has exactly one row for every folder with an element.ts, and a folder with an element.ts for every row', () => {
    const folders = Object.values(elementManifest).map((row) => row.folder);
    expect([...folders].sort()).toEqual([...elementFolders].sort());
    expect(new Set(folders).size).toBe(folders.length);
  });

  it("loads from each row the class its folder's element.ts exports", async () => {
    for (const [tag, row] of elementRows()) {
      const module = (await import(`../../src/elements/${row.folder}/element.ts`)) as Record<string, unknown>;
      expect(Object.values(module), tag).toContain(await row.load());
    }
  });

  it('reads, for the build and custom-elements.json, the same tags and folders in the same order', () => {
    expect(readElementManifest()).toEqual(elementRows().map(([tag, row]) => ({ tag, folder: row.folder })));
  });

  it('refuses a row whose loader imports another folder, and a file without rows, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
    const file = join(dir, 'manifest.ts');
    const source = readFileSync('src/elements/manifest.ts', 'utf8');
    writeFileSync(file, source.replace("import('./scarcity/index')", "import('./reviews/index')"));
    expect(() => readElementManifest(file)).toThrow(`${file}: <store-scarcity> has folder 'scarcity' but its loader imports './reviews/index'`);
    writeFileSync(file, 'export const elementManifest = {};\n');
    expect(() => readElementManifest(file)).toThrow(`${file} has no row of the form`);
  });
});
