import { whenPageContextElement } from './base/pageContextElement';
import { defineElement } from './define';
import { elementRegistry } from './registry';

/** Defines each element the first time its tag appears in `root`, then watches for new ones. */
export function startLoader(root: ParentNode & Node = document): MutationObserver {
  const pending = new Map(elementRegistry);
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
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}

if (typeof document !== 'undefined') {
  startLoader();
  const scriptUrl = import.meta.url;
  whenPageContextElement(document, () => void import('./base/startTelemetry').then((telemetry) => telemetry.startPageTelemetry(scriptUrl)));
}
