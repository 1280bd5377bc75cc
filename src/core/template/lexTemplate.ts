/** A lexical token of a template: raw text, a `{...}` tag, or a comment. */
export type TemplateToken =
  | { readonly kind: 'text'; readonly start: number; readonly end: number }
  | { readonly kind: 'tag'; readonly start: number; readonly end: number }
  | { readonly kind: 'comment'; readonly start: number; readonly text: string; readonly multiline: boolean };

/**
 * Splits a template into tokens. A tag is the innermost `{...}` before the next `}` (an earlier `{` stays text);
 * `{##` opens a multi-line comment closed by `##}` or the end of input. Tag bodies never contain braces.
 */
export function lexTemplate(source: string): TemplateToken[] {
  const tokens: TemplateToken[] = [];
  const length = source.length;
  let position = 0;
  const text = (start: number, end: number): void => {
    if (start < end) tokens.push({ kind: 'text', start, end });
  };
  while (position < length) {
    let open = source.indexOf('{', position);
    if (open === -1) break;
    if (source.charCodeAt(open + 1) === 35 && source.charCodeAt(open + 2) === 35) {
      text(position, open);
      const bodyStart = open + 3;
      const close = source.indexOf('##}', bodyStart);
      tokens.push({ kind: 'comment', start: open, text: source.substring(bodyStart, close === -1 ? length : close), multiline: true });
      position = close === -1 ? length : close + 3;
      continue;
    }
    let close = -1;
    for (let i = open + 1; i < length; i++) {
      const ch = source.charCodeAt(i);
      if (ch === 123) open = i;
      else if (ch === 125) {
        close = i;
        break;
      }
    }
    if (close === -1) break;
    text(position, open);
    tokens.push({ kind: 'tag', start: open, end: close });
    position = close + 1;
  }
  text(position, length);
  return tokens;
}
