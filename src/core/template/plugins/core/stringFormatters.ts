import type { FormatterPlugin } from '../../plugin';
import { recentResults } from '../../recentResults';
import { asString } from '../../values';

const END = 0x7fffffff;

/** Index of `char` in `text` from `from`, or END when absent. */
function nextIndex(text: string, char: string, from: number): number {
  const index = text.indexOf(char, from);
  return index === -1 ? END : index;
}

/** True when `text` holds `&` `<` `>` (or `"` with `quotes`); a plain loop beats several `indexOf` calls on short strings. */
function hasSpecial(text: string, quotes: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 38 || code === 60 || code === 62 || (code === 34 && quotes)) return true;
  }
  return false;
}

/** Entity escape of `&` `<` `>` and, when `quotes`, `"`; jumps between special characters with native `indexOf`. */
function escapeEntities(text: string, quotes: boolean): string {
  let amp = nextIndex(text, '&', 0);
  let lt = nextIndex(text, '<', 0);
  let gt = nextIndex(text, '>', 0);
  let quot = quotes ? nextIndex(text, '"', 0) : END;
  let out = '';
  let last = 0;
  for (let i = Math.min(amp, lt, gt, quot); i !== END; i = Math.min(amp, lt, gt, quot)) {
    let entity: string;
    if (i === amp) {
      entity = '&amp;';
      amp = nextIndex(text, '&', i + 1);
    } else if (i === lt) {
      entity = '&lt;';
      lt = nextIndex(text, '<', i + 1);
    } else if (i === gt) {
      entity = '&gt;';
      gt = nextIndex(text, '>', i + 1);
    } else {
      entity = '&quot;';
      quot = nextIndex(text, '"', i + 1);
    }
    out += text.slice(last, i) + entity;
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** `format` over texts of up to 256 characters through a memo of recent results made on first use ({@link recentResults}); longer texts are formatted every time. */
export function remembered(format: (text: string) => string): (text: string) => string {
  let memo: ((text: string) => string) | undefined;
  return (text) => (text.length > 256 ? format(text) : (memo ??= recentResults(format))(text));
}

const escapes = [false, true].map((quotes) => remembered((text) => escapeEntities(text, quotes)));

/** Escapes through the memo; short texts without special characters pass as they are. */
function escaped(text: string, quotes: boolean): string {
  return text.length < 16 && !hasSpecial(text, quotes) ? text : escapes[+quotes]!(text);
}

/** Replaces `&`, `<`, `>` with entities. */
export function escapeHtml(text: string): string {
  return escaped(text, false);
}

/** Replaces `&`, `<`, `>`, `"` with entities. */
export function escapeHtmlAttribute(text: string): string {
  return escaped(text, true);
}

/** Cuts `text` to at most `limit` characters at the last whitespace before the limit, then appends `ellipsis`. */
export function truncateText(text: string, limit: number, ellipsis: string): string {
  if (text.length <= limit) return text;
  let end = limit;
  for (let i = limit - 1; i >= 0; i--) {
    const code = text.charCodeAt(i);
    if (code === 32 || (code >= 9 && code <= 13)) {
      end = i + 1;
      break;
    }
  }
  return text.substring(0, end) + ellipsis;
}

/** Lower-case slug in one pass: drops characters other than ASCII letters, digits, whitespace and `-`, then turns each whitespace run into `-`. */
export function slugify(text: string): string {
  let out = '';
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code > 47 && code < 58) || (code > 96 && code < 123) || code === 45) out += space ? '-' + text[i] : text[i];
    else if (code > 64 && code < 91) out += (space ? '-' : '') + String.fromCharCode(code + 32);
    else {
      space ||= code === 32 || (code > 8 && code < 14) || (code > 127 && /\s/.test(text[i] as string));
      continue;
    }
    space = false;
  }
  return space ? out + '-' : out;
}

/** Drops every `<…>` tag (up to the first `>` after each `<`). */
export function stripTags(text: string): string {
  let out = '';
  let last = 0;
  for (let open = text.indexOf('<'); open !== -1; open = text.indexOf('<', last)) {
    const close = text.indexOf('>', open);
    if (close === -1) break;
    out += text.slice(last, open);
    last = close + 1;
  }
  return last ? out + text.slice(last) : text;
}

/** A context-free formatter of one value given as its pure `format`; without `prepare`, `parsed` is the raw arguments. */
export function valueFormatter<Parsed>(format: (value: unknown, parsed: Parsed) => unknown, prepare?: (args: readonly string[]) => Parsed): FormatterPlugin<Parsed> {
  return {
    contextFree: true,
    prepare,
    format,
    apply(args, vars, _ctx, parsed) {
      const first = vars[0]!;
      first.value = format(first.value, parsed ?? (args as Parsed));
    },
  };
}

/** `html`: escapes `& < >`. */
export const htmlFormatter = valueFormatter((value) => escapeHtml(asString(value)));

/** `htmlattr` / `htmltag`: escapes `& < > "`. */
export const htmlAttributeFormatter = valueFormatter((value) => escapeHtmlAttribute(asString(value)));

interface TruncateArgs {
  limit: number;
  ellipsis: string;
}

/** `truncate [limit=100] [ellipsis=...]`: cuts at a word boundary; a non-positive or non-numeric limit leaves the value unchanged. */
export const truncateFormatter = valueFormatter<TruncateArgs>(
  (value, { limit, ellipsis }) => (Number.isFinite(limit) && limit > 0 ? truncateText(asString(value), limit, ellipsis) : value),
  (args) => ({ limit: args.length ? parseInt(args[0] as string, 10) : 100, ellipsis: args.length > 1 ? (args[1] as string) : '...' }),
);
