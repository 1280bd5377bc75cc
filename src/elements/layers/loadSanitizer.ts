import type * as SanitizerModule from '../../core/html/sanitizeHtml';

/** Loads the DOMPurify sanitiser, a chunk of its own, the first time an element shows server HTML. */
export function loadSanitizer(): Promise<typeof SanitizerModule> {
  return import('../../core/html/sanitizeHtml');
}
