const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes `& < > "` for use inside a double-quoted HTML attribute. */
export function escapeHtmlAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => ATTRIBUTE_ESCAPES[ch] ?? ch);
}

/** Drops everything between `<` and `>`, leaving a space where each tag closed. */
export function removeTags(text: string): string {
  let out = '';
  let inTag = false;
  for (const ch of text) {
    if (ch === '<') inTag = true;
    else if (ch === '>') {
      inTag = false;
      out += ' ';
    } else if (!inTag) out += ch;
  }
  return out;
}

/** Lower-case slug: drops characters other than letters, digits, whitespace and dashes; whitespace runs become dashes. */
export function slugify(text: string): string {
  return text.replace(/[^a-zA-Z0-9\s-]+/g, '').replace(/\s+/g, '-').toLowerCase();
}

/** Upper-cases the first character and lower-cases the rest. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

const WORD_BREAKS = new Set([' ', '\n', '\t', '\u000b', '\r', '\f']);

/** Cuts `text` to at most `maxLength` characters at the last word boundary and appends `ellipsis`. Default ellipsis '...'. */
export function truncateText(text: string, maxLength: number, ellipsis = '...'): string {
  if (text.length <= maxLength) return text;
  let end = maxLength;
  for (let i = maxLength - 1; i >= 0; i--) {
    if (WORD_BREAKS.has(text.charAt(i))) {
      end = i + 1;
      break;
    }
  }
  return text.substring(0, end) + ellipsis;
}

/** Escapes `<` as `\u003c` so JSON can sit inside a `<script>` element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/</g, '\\u003c');
}
