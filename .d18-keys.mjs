import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { elementEntries } from './scripts/distSizes.mjs';
const catalog = JSON.parse(readFileSync('src/locales/en-US.json', 'utf8'));
const keys = Object.keys(catalog);
const any = /(?:import\(\s*|from\s*|import\s*)["'](\.[^"']+)["']/g;
function graph(entry) { const seen = new Set(); const visit = (f) => { if (seen.has(f)) return; seen.add(f); for (const m of readFileSync(f, 'utf8').matchAll(any)) visit(join(dirname(f), m[1])); }; visit(entry); return [...seen]; }
const catalogChunk = (f) => JSON.parse(readFileSync(f + '.map', 'utf8')).sources.some((s) => s.endsWith('i18n/loadCatalog.ts'));
for (const entry of elementEntries()) {
  const code = graph(entry).filter((f) => !catalogChunk(f) && !f.includes('/locales/') && !/chunks\/(en|fr|de|es|it|nl|pt|ja)-[A-Z]{2}-/.test(f)).map((f) => readFileSync(f, 'utf8')).join('\n');
  const used = keys.filter((k) => code.includes(`"${k}"`) || code.includes(`'${k}'`) || code.includes('`' + k));
  const ns = [...new Set(used.map((k) => k.split('.')[0]))].sort();
  const dyn = /form\.part\.|form\.likert\./.test(code) ? ' +form(dynamic)' : '';
  console.log(entry.replace('dist/elements/', ''), ns.join(','), used.length + dyn);
}
