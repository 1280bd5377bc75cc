/** What every href, src and navigation accepts, in words for warnings. */
export const SAFE_URL_EXPECTATION = 'an http(s) or relative URL';

/** Base that relative URLs are resolved against to learn their scheme (a relative URL always takes the base's). */
const RELATIVE_BASE = 'https://relative.invalid/';

const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** True when `text` holds an ASCII control character (tab and newline included), which no URL written to be used needs. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The URL guard: `value` trimmed when the browser's URL parser reads it as an http(s) or a relative URL; undefined for
 * any other scheme (javascript:, data:, vbscript:, blob:… in any case and spacing), for a value holding control
 * characters, for one the parser refuses, and for an absent or blank value.
 */
export function safeUrl(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || hasControlCharacter(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, RELATIVE_BASE);
  } catch {
    return undefined;
  }
  return SAFE_PROTOCOLS.has(url.protocol) ? trimmed : undefined;
}
