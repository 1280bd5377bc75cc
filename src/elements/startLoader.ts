import { defineElement } from './define';
import { elementRows, type ElementRow, type StoreTagName } from './manifest';

/** Defines each element of the manifest (or of `rows`) the first time its tag appears in `root`, then watches for new ones. */
export function startLoader(root: ParentNode & Node = document, rows: ReadonlyArray<readonly [StoreTagName, Pick<ElementRow, 'load'>]> = elementRows()): MutationObserver {
  const pending = new Map(rows);
  const scan = (node: ParentNode) => {
    for (const [tagName, row] of pending) {
      if ((node instanceof Element && node.localName === tagName) || node.querySelector(tagName)) {
        pending.delete(tagName);
        void row.load().then((elementClass) => defineElement(tagName, elementClass));
      }
    }
  };
  scan(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    if (pending.size === 0) observer.disconnect();
  });
  if (pending.size > 0) observer.observe(root, { childList: true, subtree: true });
  return observer;
}
