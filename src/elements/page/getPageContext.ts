import type { PageContext } from '../../core/schemas/pageContextSchema';
import { pageContextFromDocument } from '../../core/pageContext/pageContextFromDocument';

let pageContext: { readonly value: PageContext | undefined } | undefined;

/**
 * The page's context from `<script type="application/json" id="store-page-context">`, read once; undefined on a
 * page without one. A malformed context is reported once on the console (naming each bad field) and treated as absent.
 */
export function getPageContext(): PageContext | undefined {
  if (!pageContext) {
    const reading = typeof document === 'undefined' ? ({ status: 'absent' } as const) : pageContextFromDocument(document);
    if (reading.status === 'invalid') console.warn(`storefront-elements: ignoring the page context. ${reading.error.message}`);
    pageContext = { value: reading.status === 'present' ? reading.context : undefined };
  }
  return pageContext.value;
}

/** Forgets the page context read so far, so the next use reads the page again. */
export function resetPageContext(): void {
  pageContext = undefined;
}
