import { defineElements } from './define';
import { elementRows, type ElementRow, type StoreTagName } from './manifest';

type Rows = ReadonlyArray<readonly [StoreTagName, Pick<ElementRow, 'load'>]>;

/**
 * Loads each element of `pending` whose tag is `node` or in it, forgets it, and defines together the ones found once
 * all their modules have loaded, so they render in one pass and appear in the same frame; one that fails to load is
 * reported and leaves the others working.
 */
function defineFound(node: ParentNode, pending: Map<StoreTagName, Pick<ElementRow, 'load'>>): void {
  const found: StoreTagName[] = [];
  for (const tagName of pending.keys()) {
    if ((node instanceof Element && node.localName === tagName) || node.querySelector(tagName)) found.push(tagName);
  }
  if (found.length === 0) return;
  const loads = found.map((tagName) => pending.get(tagName)!.load());
  for (const tagName of found) pending.delete(tagName);
  void Promise.allSettled(loads).then((outcomes) => {
    const loaded: Array<readonly [StoreTagName, CustomElementConstructor]> = [];
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') loaded.push([found[index]!, outcome.value]);
      else console.error(`[storefront-elements] <${found[index]!}> could not load:`, outcome.reason);
    });
    defineElements(loaded);
  });
}

/** Defines each element of the manifest (or of `rows`) the first time its tag appears in `root`, then watches for new ones. */
export function startLoader(root: ParentNode & Node = document, rows: Rows = elementRows()): MutationObserver {
  const pending = new Map(rows);
  defineFound(root, pending);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) defineFound(node, pending);
    if (pending.size === 0) observer.disconnect();
  });
  if (pending.size > 0) observer.observe(root, { childList: true, subtree: true });
  return observer;
}

/** Defines each element of the manifest whose tag is in `tree` now: elements an element builds in its own shadow tree, which no loader sees. */
export function defineElementsIn(tree: ParentNode): void {
  defineFound(tree, new Map(elementRows()));
}
