import type * as SanitizerModule from '../../core/html/sanitizeHtml';

/** Loads the DOMPurify sanitiser: a chunk of the ES build (the single-file build swaps in loadSanitizerScript). */
export function loadSanitizer(): Promise<typeof SanitizerModule> {
  return import('../../core/html/sanitizeHtml');
}
