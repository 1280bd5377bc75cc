const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

/** Calls `listener` whenever a `lang` attribute changes anywhere in the document; returns the unsubscribe function. */
export function subscribeLangChanges(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver !== 'undefined' && typeof document !== 'undefined') {
    observer = new MutationObserver(() => {
      for (const each of [...listeners]) each();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}
