import type { FormatterPlugin } from '../../plugin';
import { recentResults } from '../../recentResults';
import { asString } from '../../values';

/** Entity escape of `&` `<` `>` and, when `quotes`, `"`: the text itself when it has none (found by the platform's character search), else one pass that copies the runs between them. */
function escapeEntities(text: string, quotes: boolean): string {
  if (text.indexOf('&') === -1 && text.indexOf('<') === -1 && text.indexOf('>') === -1 && (!quotes || text.indexOf('"') === -1)) return text;
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const entity = code === 38 ? '&amp;' : code === 60 ? '&lt;' : code === 62 ? '&gt;' : code === 34 && quotes ? '&quot;' : '';
    if (entity !== '') {
      out += text.slice(last, i) + entity;
      last = i + 1;
    }
  }
  return out + text.slice(last);
}

/** `format` over texts of 16 to 256 characters through a memo of recent results made on first use ({@link recentResults}); shorter and longer texts are formatted every time. */
export function remembered(format: (text: string) => string): (text: string) => string {
  let memo: ((text: string) => string) | undefined;
  return (text) => (text.length < 16 || text.length > 256 ? format(text) : (memo ??= recentResults(format))(text));
}

/** Replaces `&`, `<`, `>` with entities. */
export const escapeHtml = (text: string): string => escapeEntities(text, false);

/** Replaces `&`, `<`, `>`, `"` with entities. */
export const escapeHtmlAttribute = (text: string): string => escapeEntities(text, true);

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

/** Lower-case slug in one pass: drops characters other than ASCII letters, digits, whitespace and `-`, turns each whitespace run into `-`, copying the runs between. */
export function slugify(text: string): string {
  let out = '';
  let start = 0;
  let dash = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code > 47 && code < 58) || (code > 64 && code < 91) || (code > 96 && code < 123) || code === 45) continue;
    if (i > start) {
      out += (dash ? '-' : '') + text.slice(start, i);
      dash = false;
    }
    start = i + 1;
    dash ||= code === 32 || (code > 8 && code < 14) || code === 160 || (code > 5759 && /\s/.test(text[i] as string));
  }
  return (out + (dash ? '-' : '') + text.slice(start)).toLowerCase();
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
