// What each origin of a page's code (a library, or our own src/) costs that page in gzip bytes, in place: the page's
// built files gzipped as one download, and again with every generated segment that the origin's sources produced (read
// from the files' source maps) left out; the difference is what the origin costs, compression context included.
import { readFileSync } from 'node:fs';
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

/** The text of one built file cut into spans, each with the origin of the source that produced it (null where unmapped). */
function spansOf(file) {
  const code = readFileSync(file, 'utf8');
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const marks = [];
  eachMapping(new TraceMap(readFileSync(`${file}.map`, 'utf8')), (mapping) => {
    marks.push({ at: lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn, origin: mapping.source === null ? null : originOf(mapping.source) });
  });
  marks.sort((a, b) => a.at - b.at);
  const spans = [{ text: code.slice(0, marks[0]?.at ?? code.length), origin: null }];
  marks.forEach((mark, index) => spans.push({ text: code.slice(mark.at, marks[index + 1]?.at ?? code.length), origin: mark.origin }));
  return spans;
}

/** Gzip bytes (level 9) of `files` as one download, and what each origin present in them costs in place, largest first. */
export function bytesByOrigin(files) {
  const spans = files.map(spansOf);
  const gzipWithout = (origin) => gzipSync(spans.map((fileSpans) => fileSpans.filter((span) => span.origin !== origin).map((span) => span.text).join('')).join('\n'), { level: 9 }).length;
  const total = gzipBytes(files);
  const present = [...new Set(spans.flat().map((span) => span.origin))].filter((origin) => origin !== null);
  const origins = present.map((origin) => ({ origin, bytes: total - gzipWithout(origin) })).sort((a, b) => b.bytes - a.bytes);
  return { total, origins };
}
