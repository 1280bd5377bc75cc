import type * as SanitizerModule from '../../core/html/sanitizeHtml';

/** File next to the single-file script that holds DOMPurify and the Trusted Types policy (built from sanitizeHtml). */
export const SANITIZER_SCRIPT = 'storefront-sanitize.js';

/** Loads the sanitiser from its own ES module next to the single-file script, so pages without server HTML never download DOMPurify. */
export function loadSanitizer(): Promise<typeof SanitizerModule> {
  return import(new URL(SANITIZER_SCRIPT, import.meta.url).href) as Promise<typeof SanitizerModule>;
}
