import { defineElement } from './define';
import { elementRows, type ElementRow, type StoreTagName } from './manifest';

type Rows = ReadonlyArray<readonly [StoreTagName, Pick<ElementRow, 'load'>]>;

/** Loads and defines each element of `pending` whose tag is `node` or in it, and forgets it. */
function defineFound(node: ParentNode, pending: Map<StoreTagName, Pick<ElementRow, 'load'>>): void {
  for (const [tagName, row] of pending) {
    if ((node instanceof Element && node.localName === tagName) || node.querySelector(tagName)) {
      pending.delete(tagName);
      void row.load().then((elementClass) => defineElement(tagName, elementClass));
    }
  }
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
