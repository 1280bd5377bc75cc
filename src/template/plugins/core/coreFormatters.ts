import type { FormatterPlugin, PathSegment, PluginContext } from '../../plugin';
import { asNumber, asString, concatText, getPath, isTruthy, kindOf, splitPath, ValueKind } from '../../values';
import { htmlAttributeFormatter, htmlFormatter, remembered, slugify, stripTags, truncateFormatter, valueFormatter } from './stringFormatters';

type Plugin = FormatterPlugin<unknown>;

/** Maps one value; the simplest formatter shape. */
const mapValue: (map: (value: unknown) => unknown) => Plugin = valueFormatter;

/** Substitutes `{0}`, `{1}`... in `pattern`; malformed placeholders are dropped. */
export function formatPattern(pattern: string, values: readonly unknown[]): string {
  let out = '';
  let index = -1;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string;
    if (index === -2 && ch === '}') index = -1;
    else if (index >= 0) {
      if (ch >= '0' && ch <= '9') index = index * 10 + (ch.charCodeAt(0) - 48);
      else if (ch === '}') {
        if (index < values.length) out += concatText(values[index]);
        index = -1;
      } else index = -2;
    } else if (ch === '{') index = 0;
    else if (index !== -2) out += ch;
  }
  return out;
}

let encoded: string[] | undefined;
const percent = (byte: number): string => (byte < 16 ? '%0' : '%') + byte.toString(16).toUpperCase();
/** The URL text of each code point below U+0800: '' for `A-Z a-z 0-9 @ * _ + - . /`, else its UTF-8 bytes percent-encoded. */
const encodedBelow800 = (): string[] =>
  (encoded ??= Array.from({ length: 2048 }, (_, code) =>
    (code > 96 && code < 123) || (code > 63 && code < 91) || (code > 44 && code < 58) || code === 42 || code === 43 || code === 95 ? ''
    : code < 128 ? percent(code)
    : percent(192 | (code >> 6)) + percent(128 | (code & 63)),
  ));

/** Percent-encodes the UTF-8 bytes of `text` except `A-Z a-z 0-9 @ * _ + - . /`; throws on lone surrogates. */
export function urlEncode(text: string): string {
  const table = encodedBelow800();
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 2048) {
      const piece = table[code] as string;
      if (piece !== '') {
        out += text.slice(last, i) + piece;
        last = i + 1;
      }
      continue;
    }
    out += text.slice(last, i);
    last = i + 1;
    if (code >> 10 === 54 && text.charCodeAt(last) >> 10 === 55) last++;
    else if (code >> 11 === 27) throw new Error(`Lone surrogate U+${code.toString(16).toUpperCase()} is not a scalar value`);
    out += encodeURIComponent(text.slice(i, last));
    i = last - 1;
  }
  return last ? out + text.slice(last) : text;
}

const rememberedStripTags = remembered(stripTags);
const rememberedSlugify = remembered(slugify);
const rememberedUrlEncode = remembered(urlEncode);

const escapeScriptTags = (json: string): string => json.replace(/<\//g, '<\\/');

/** Follows `keys` (any JSON values, coerced like property keys) through own properties; arrays take numeric keys only. */
function followKeys(value: unknown, keys: readonly unknown[]): unknown {
  return getPath(value, keys as PathSegment[]);
}

function findNth(ctx: PluginContext, args: readonly string[], items: unknown, forward: boolean): unknown {
  if (!Array.isArray(items) || items.length === 0) return undefined;
  const hasLookup = args.length === 2;
  const lookup = hasLookup ? ctx.resolve(args[0] as string) : undefined;
  const path = args.length >= 1 ? splitPath(args[hasLookup ? 1 : 0] as string) : null;
  for (let n = 0; n < items.length; n++) {
    const item: unknown = items[forward ? n : items.length - 1 - n];
    if (path === null) return item;
    const candidate = hasLookup ? getPath(lookup, [asString(item)]) : item;
    if (isTruthy(getPath(candidate, path))) return item;
  }
  return undefined;
}

const RE_SMARTY_OPEN_SINGLE = /(^|[-\u2014\\s(["])'/gm;
const RE_SMARTY_OPEN_DOUBLE = /(^|[-\u2014/[(\u2018\s])"/gm;

/** The core formatters of the reference engine, by name. */
export const CORE_FORMATTERS: Readonly<Record<string, Plugin>> = {
  apply: {
    apply(args, vars, ctx) {
      const first = vars[0]!;
      if (args.length === 0) {
        first.value = '';
        return;
      }
      let isPrivate = false;
      let argMap: Record<string, string> | undefined;
      if (args.length > 1) {
        argMap = Object.create(null) as Record<string, string>;
        for (let i = 1; i < args.length; i++) {
          const arg = args[i] as string;
          if (arg === 'private') {
            isPrivate = true;
            continue;
          }
          const eq = arg.indexOf('=');
          if (eq !== -1) argMap[arg.slice(0, eq)] = arg.slice(eq + 1);
        }
      }
      first.value = ctx.renderPartial(args[0] as string, first.value, { private: isPrivate, args: argMap }) ?? '';
    },
  },
  count: mapValue((v) => (Array.isArray(v) || typeof v === 'string' ? v.length : kindOf(v) === ValueKind.Object ? Object.keys(v as object).length : 0)),
  cycle: valueFormatter((value, args: readonly string[]) => {
    let index = (asNumber(value) - 1) % args.length;
    if (index < 0) index += args.length;
    return Number.isInteger(index) ? args[index] : undefined;
  }),
  'encode-space': mapValue((v) => asString(v).replace(/\s/g, '&nbsp;')),
  'encode-uri': mapValue((v) => encodeURI(asString(v))),
  'encode-uri-component': mapValue((v) => encodeURIComponent(asString(v))),
  'find-first': {
    apply(args, vars, ctx) {
      vars[0]!.value = findNth(ctx, args, vars[0]!.value, true);
    },
  },
  'find-last': {
    apply(args, vars, ctx) {
      vars[0]!.value = findNth(ctx, args, vars[0]!.value, false);
    },
  },
  format: {
    apply(args, vars, ctx) {
      const first = vars[0]!;
      const values = args.map((arg) => {
        const value = ctx.resolve(arg, true);
        return value === undefined || value === null ? '' : value;
      });
      first.value = formatPattern(asString(first.value), values);
    },
  },
  get: {
    apply(args, vars, ctx) {
      const first = vars[0]!;
      let value = first.value;
      for (const arg of args) {
        const key = ctx.resolve(arg);
        if (key === undefined) value = undefined;
        else value = followKeys(value, Array.isArray(key) ? key : typeof key === 'number' ? [key] : [asString(key)]);
        if (value === undefined) break;
      }
      first.value = value;
    },
  },
  html: htmlFormatter,
  htmlattr: htmlAttributeFormatter,
  htmltag: htmlAttributeFormatter,
  iter: {
    apply(_args, vars, ctx) {
      vars[0]!.value = asString(ctx.resolve(['@index']));
    },
  },
  json: mapValue((v) => (v === undefined ? '' : escapeScriptTags(JSON.stringify(v)))),
  'json-pretty': mapValue((v) => (v === undefined ? '' : escapeScriptTags(JSON.stringify(v, undefined, '  ')))),
  'key-by': valueFormatter((value, args: readonly string[]) => {
    const path = args[0];
    const map = Object.create(null) as Record<string, unknown>;
    if (Array.isArray(value) && path) {
      const segments = splitPath(path);
      for (const item of value) {
        const key = getPath(item, segments);
        if (key !== undefined) map[concatText(key)] = item;
      }
    }
    return map;
  }),
  'line-breaks': mapValue((v) => asString(v).replace(/\n/g, '<br/>')),
  lookup: {
    apply(args, vars, ctx) {
      const key = args[0];
      vars[0]!.value = key ? ctx.resolve(asString(ctx.resolve(key))) : '';
    },
  },
  mod: valueFormatter(
    (value, divisor: number) => asNumber(value) % (Number.isFinite(divisor) ? divisor : 2),
    (args) => parseInt(args[0] as string, 10) || 2,
  ),
  output: valueFormatter(
    (_value, text: string) => text,
    (args) => args.join(' '),
  ),
  pluralize: valueFormatter(
    (value, [singular, plural]: string[]) => (asNumber(value) === 1 ? singular : plural),
    (args) => (args.length === 0 ? ['', 's'] : args.length === 1 ? ['', args[0] as string] : [args[0] as string, args[1] as string]),
  ),
  prop: valueFormatter(
    (value, paths: PathSegment[][]) => {
      for (const path of paths) {
        value = getPath(value, path);
        if (value === undefined) break;
      }
      return value;
    },
    (args) => args.map((arg) => splitPath(arg)),
  ),
  raw: mapValue((v) => (v === undefined ? 'null' : JSON.stringify(v))),
  round: mapValue((v) => Math.round(asNumber(v))),
  safe: mapValue((v) => (isTruthy(v) ? rememberedStripTags(asString(v)) : v)),
  slugify: mapValue((v) => rememberedSlugify(asString(v))),
  smartypants: mapValue((v) =>
    asString(v)
      .replace(RE_SMARTY_OPEN_SINGLE, '$1\u2018')
      .replace(/'/g, '\u2019')
      .replace(RE_SMARTY_OPEN_DOUBLE, '$1\u201c')
      .replace(/"/g, '\u201d')
      .replace(/--/g, '\u2014'),
  ),
  str: mapValue((v) => (Array.isArray(v) || kindOf(v) === ValueKind.Object ? '' : asString(v))),
  truncate: truncateFormatter,
  'url-encode': mapValue((v) => rememberedUrlEncode(asString(v))),
};
