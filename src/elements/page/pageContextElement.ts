import { PAGE_CONTEXT_SCRIPT_ID } from '../../core/pageContext/pageContextScriptId';

/** Calls back with the page-context script once the document has it: now, or when parsing ends; never on a page without one. */
export function whenPageContextElement(doc: Document, callback: (element: HTMLElement) => void): void {
  const find = (): void => {
    const element = doc.getElementById(PAGE_CONTEXT_SCRIPT_ID);
    if (element) callback(element);
  };
  if (doc.readyState === 'loading' && !doc.getElementById(PAGE_CONTEXT_SCRIPT_ID)) doc.addEventListener('DOMContentLoaded', find, { once: true });
  else find();
}
