/** A store element class batches the renders of the elements its definition upgrades; other classes are defined as they are. */
type BatchingClass = CustomElementConstructor & { readonly batchMounts?: <T>(work: () => T) => T };

/** Outcome of a registration attempt. */
export type DefineResult = 'defined' | 'already-defined' | 'conflict' | 'unsupported';

/**
 * Registers a custom element once. A second call with the same class is a no-op; a tag already
 * taken by another class (a second copy of the bundle on the page) warns and never throws.
 */
export function defineElement(tagName: string, elementClass: CustomElementConstructor): DefineResult {
  if (typeof customElements === 'undefined') return 'unsupported';
  const existing = customElements.get(tagName);
  if (existing === elementClass) return 'already-defined';
  if (existing) {
    console.warn(
      `[storefront-elements ${__VERSION__}] <${tagName}> is already defined by another copy of storefront-elements; this copy is ignored.`,
    );
    return 'conflict';
  }
  const batch = (elementClass as BatchingClass).batchMounts ?? ((work) => work());
  batch(() => customElements.define(tagName, elementClass));
  return 'defined';
}

/**
 * Registers several custom elements at once: every element of the page they upgrade renders in one React pass (the
 * batch of the first store element class among them), so they appear together, in the same frame.
 */
export function defineElements(definitions: ReadonlyArray<readonly [tagName: string, elementClass: CustomElementConstructor]>): DefineResult[] {
  const batch = definitions.map(([, elementClass]) => (elementClass as BatchingClass).batchMounts).find(Boolean) ?? ((work) => work());
  return batch(() => definitions.map(([tagName, elementClass]) => defineElement(tagName, elementClass)));
}
