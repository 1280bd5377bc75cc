import type { PageContext } from '../schemas/pageContextSchema';
import { SchemaError } from '../schemas/SchemaError';
import { PAGE_CONTEXT_SCRIPT_ID } from './pageContextScriptId';
import { readPageContext } from './readPageContext';

/** What a page gives the storefront about itself: the context, or why there is none. */
export type PageContextReading =
  | { readonly status: 'present'; readonly context: PageContext }
  | { readonly status: 'absent' }
  | { readonly status: 'invalid'; readonly error: SchemaError };

/**
 * Reads the page context from `<script type="application/json" id="store-page-context">` of `document`;
 * 'absent' when the page has none, 'invalid' (with the field-level SchemaError) when its JSON or type is wrong.
 */
export function pageContextFromDocument(document: Pick<Document, 'getElementById'>): PageContextReading {
  const script = document.getElementById(PAGE_CONTEXT_SCRIPT_ID);
  if (!script) return { status: 'absent' };
  const type = script.getAttribute('type')?.trim().toLowerCase();
  if (script.localName !== 'script' || type !== 'application/json') {
    return { status: 'invalid', error: new SchemaError('PageContext', [{ path: '', message: `#${PAGE_CONTEXT_SCRIPT_ID} must be a <script type="application/json">` }]) };
  }
  try {
    return { status: 'present', context: readPageContext(script.textContent ?? '') };
  } catch (error) {
    if (error instanceof SchemaError) return { status: 'invalid', error };
    throw error;
  }
}
