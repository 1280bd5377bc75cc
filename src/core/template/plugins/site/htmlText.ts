export { escapeHtmlAttribute } from '../core/stringFormatters';

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

/** Escapes `<` as `\u003c` so JSON can sit inside a `<script>` element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/</g, '\\u003c');
}
