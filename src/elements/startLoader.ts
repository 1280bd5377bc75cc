import type { StoreTagName } from './elementClasses';
import { defineElement } from './define';

/** Tag names and lazy loaders of the elements a loader defines on first sight. */
export type ElementLoaders = ReadonlyArray<readonly [tagName: StoreTagName, load: () => Promise<CustomElementConstructor>]>;

/** Defines each element of `loaders` the first time its tag appears in `root`, then watches for new ones. */
export function startLoader(loaders: ElementLoaders, root: ParentNode & Node = document): MutationObserver {
  const pending = new Map(loaders);
  const scan = (node: ParentNode) => {
    for (const [tagName, load] of pending) {
      if ((node instanceof Element && node.localName === tagName) || node.querySelector(tagName)) {
        pending.delete(tagName);
        void load().then((elementClass) => defineElement(tagName, elementClass));
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
