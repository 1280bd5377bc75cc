// What each origin of a page's code (a library, or our own src/) costs that page in gzip bytes, in place: the page's
// built files gzipped as one download, and again with every generated segment that the origin's sources produced (read
// from the files' source maps) left out; the difference is what the origin costs, compression context included.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { gzipBytes } from '../../../scripts/distSizes.mjs';

/** Origins by source path, as [name, pattern]; a source matching none counts as 'other'. */
const ORIGINS = [
  ['react, react-dom, scheduler', /node_modules\/(react|react-dom|scheduler)\//],
  ['preact (compat, hooks, jsx-runtime)', /node_modules\/preact\//],
  ['zod', /node_modules\/zod\//],
  ['intl-messageformat, @formatjs', /node_modules\/(intl-messageformat|@formatjs)\//],
  ['r2wc', /node_modules\/@r2wc\//],
  ['big.js', /node_modules\/big\.js\//],
  ['our own code (src/)', /(^|\/)src\//],
];

const originOf = (source) => ORIGINS.find(([, pattern]) => pattern.test(source.replaceAll('\\', '/')))?.[0] ?? 'other';

/**
 * A finer origin of a source: the package under node_modules, else the folder of src/ (src/elements/<folder>,
 * src/core/<folder>, a catalog src/locales/<file>), else 'other'.
 */
export function moduleGroupOf(source) {
  const path = source.replaceAll('\\', '/');
  const packageName = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];
  if (packageName) return packageName;
  const own = /(?:^|\/)src\/((?:elements|core|template)\/[^/]+|locales\/[^/]+|[^/]+)/.exec(path)?.[1];
  return own ? `src/${own}` : 'other';
}

/**
 * The text of one built file cut into spans, each with the origin of the source that produced it (null where unmapped).
 * `literals` are texts of a known origin the map does not cover (a JSON module's data), found in the code by search.
 */
function spansOf(file, groupOf = originOf, literals = []) {
  const code = readFileSync(file, 'utf8');
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  let marks = [];
  if (existsSync(`${file}.map`)) {
    eachMapping(new TraceMap(readFileSync(`${file}.map`, 'utf8')), (mapping) => {
      marks.push({ at: lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn, origin: mapping.source === null ? null : groupOf(mapping.source) });
    });
  }
  marks.sort((a, b) => a.at - b.at);
  for (const { text, origin } of literals) {
    for (let start = code.indexOf(text); start !== -1; start = code.indexOf(text, start + text.length)) {
      const end = start + text.length;
      const after = marks.findLast((mark) => mark.at <= end)?.origin ?? null;
      marks = [...marks.filter((mark) => mark.at < start || mark.at > end), { at: start, origin }, { at: end, origin: after }].sort((a, b) => a.at - b.at);
    }
  }
  const spans = [{ text: code.slice(0, marks[0]?.at ?? code.length), origin: null }];
  marks.forEach((mark, index) => spans.push({ text: code.slice(mark.at, marks[index + 1]?.at ?? code.length), origin: mark.origin }));
  return spans;
}

/** Gzip bytes (level 9) of `files` as one download, and what each origin present in them costs in place, largest first. */
export function bytesByOrigin(files) {
  const spans = files.map((file) => spansOf(file));
  const gzipWithout = (origin) => gzipSync(spans.map((fileSpans) => fileSpans.filter((span) => span.origin !== origin).map((span) => span.text).join('')).join('\n'), { level: 9 }).length;
  const total = gzipBytes(files);
  const present = [...new Set(spans.flat().map((span) => span.origin))].filter((origin) => origin !== null);
  const origins = present.map((origin) => ({ origin, bytes: total - gzipWithout(origin) })).sort((a, b) => b.bytes - a.bytes);
  return { total, origins };
}

/**
 * What each group of sources (`groupOf(source)`, default the package or src/ folder) costs the files a browser loads one by
 * one: each file's gzip bytes (level 9, the file alone) shared among the groups in it in proportion to what each costs it
 * in place (the file gzipped without the group's segments), so that the rows add up to the files' total; with the minified
 * bytes each group produced. `literals` ([{ text, origin }]) name data the source maps do not cover (the catalogs).
 */
export function bytesByGroup(files, { groupOf = moduleGroupOf, literals = [] } = {}) {
  const groups = new Map();
  let total = 0;
  const gzipOf = (spans) => (spans.length ? gzipSync(spans.map((span) => span.text).join(''), { level: 9 }).length : 0);
  for (const file of files) {
    const spans = spansOf(file, groupOf, literals).map((span) => (span.origin === null ? { ...span, origin: 'unmapped (bundler glue)' } : span));
    const whole = gzipOf(spans);
    total += whole;
    const present = [...new Set(spans.map((span) => span.origin))];
    const inPlace = present.map((group) => Math.max(0, whole - gzipOf(spans.filter((span) => span.origin !== group))));
    const sum = inPlace.reduce((a, b) => a + b, 0) || 1;
    present.forEach((group, index) => {
      const known = groups.get(group) ?? { group, gzip: 0, raw: 0 };
      known.gzip += (whole * inPlace[index]) / sum;
      known.raw += spans.filter((span) => span.origin === group).reduce((bytes, span) => bytes + Buffer.byteLength(span.text), 0);
      groups.set(group, known);
    });
  }
  const rows = [...groups.values()].map((row) => ({ ...row, gzip: Math.round(row.gzip) })).sort((a, b) => b.gzip - a.gzip);
  return { total, rows };
}
