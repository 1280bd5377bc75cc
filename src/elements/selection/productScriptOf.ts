/** The `<script type="application/json">` child of an element (a `<store-product>`, a `<store-form>`), if any. */
export function productScriptOf(productElement: Element): HTMLScriptElement | null {
  for (const child of productElement.children) {
    if (child instanceof HTMLScriptElement && child.type === 'application/json') return child;
  }
  return null;
}
