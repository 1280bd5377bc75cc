import type { FormatterPlugin } from '../../plugin';
import { asString } from '../../values';

/** Single pass entity escape of `&` `<` `>` and, when `quotes`, `"`. */
function escapeEntities(text: string, quotes: boolean): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let entity: string;
    if (code === 38) entity = '&amp;';
    else if (code === 60) entity = '&lt;';
    else if (code === 62) entity = '&gt;';
    else if (code === 34 && quotes) entity = '&quot;';
    else continue;
    out += text.slice(last, i) + entity;
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** Replaces `&`, `<`, `>` with entities. */
export function escapeHtml(text: string): string {
  return escapeEntities(text, false);
}

/** Replaces `&`, `<`, `>`, `"` with entities. */
export function escapeHtmlAttribute(text: string): string {
  return escapeEntities(text, true);
}

/** Cuts `text` to at most `limit` characters at the last whitespace before the limit, then appends `ellipsis`. */
export function truncateText(text: string, limit: number, ellipsis: string): string {
  if (text.length <= limit) return text;
  let end = limit;
  for (let i = limit - 1; i >= 0; i--) {
    const ch = text[i];
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\u000b' || ch === '\r' || ch === '\f') {
      end = i + 1;
      break;
    }
  }
  return text.substring(0, end) + ellipsis;
}

/** `html`: escapes `& < >`. */
export const htmlFormatter: FormatterPlugin = {
  contextFree: true,
  apply(_args, vars) {
    const first = vars[0]!;
    first.value = escapeHtml(asString(first.value));
  },
};

/** `htmlattr` / `htmltag`: escapes `& < > "`. */
export const htmlAttributeFormatter: FormatterPlugin = {
  contextFree: true,
  apply(_args, vars) {
    const first = vars[0]!;
    first.value = escapeHtmlAttribute(asString(first.value));
  },
};

interface TruncateArgs {
  limit: number;
  ellipsis: string;
}

/** `truncate [limit=100] [ellipsis=...]`: cuts at a word boundary; a non-positive or non-numeric limit leaves the value unchanged. */
export const truncateFormatter: FormatterPlugin<TruncateArgs> = {
  contextFree: true,
  prepare(args) {
    return { limit: args.length ? parseInt(args[0] as string, 10) : 100, ellipsis: args.length > 1 ? (args[1] as string) : '...' };
  },
  apply(_args, vars, _ctx, { limit, ellipsis }) {
    if (Number.isFinite(limit) && limit > 0) {
      const first = vars[0]!;
      first.value = truncateText(asString(first.value), limit, ellipsis);
    }
  },
};
