/** Receives the tokens of a template in source order. */
export interface TemplateTokenHandler {
  /** Raw text from `start` to `end` (exclusive). */
  text(start: number, end: number): void;
  /** A `{...}` tag: `start` is its `{`, `end` its `}`. */
  tag(start: number, end: number): void;
  /** A `{##...##}` comment opened at `start`. */
  comment(start: number, text: string): void;
}

/**
 * Splits a template into tokens, handing each to `handler` as it is found. A tag is the innermost `{...}` before the next `}`
 * (an earlier `{` stays text); `{##` opens a multi-line comment closed by `##}` or the end of input. Tag bodies never contain braces.
 * Each `{` is searched for once: the search past a tag's inner `{` finds the next tag's.
 */
export function lexTemplate(source: string, handler: TemplateTokenHandler): void {
  const length = source.length;
  let position = 0;
  const text = (start: number, end: number): void => {
    if (start < end) handler.text(start, end);
  };
  let next = source.indexOf('{');
  while (next !== -1) {
    let open = next;
    if (source.charCodeAt(open + 1) === 35 && source.charCodeAt(open + 2) === 35) {
      text(position, open);
      const bodyStart = open + 3;
      const close = source.indexOf('##}', bodyStart);
      handler.comment(open, source.substring(bodyStart, close === -1 ? length : close));
      position = close === -1 ? length : close + 3;
      next = source.indexOf('{', position);
      continue;
    }
    const close = source.indexOf('}', open + 1);
    if (close === -1) break;
    while ((next = source.indexOf('{', next + 1)) !== -1 && next < close) open = next;
    text(position, open);
    handler.tag(open, close);
    position = close + 1;
  }
  text(position, length);
}
