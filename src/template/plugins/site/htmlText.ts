export { escapeHtmlAttribute, slugify } from '../core/stringFormatters';

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

/** Upper-cases the first character and lower-cases the rest. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** Escapes `<` as `\u003c` so JSON can sit inside a `<script>` element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/</g, '\\u003c');
}
