import type { CartSyncChannel } from './CartSyncChannel';

/** An in-memory stand-in for BroadcastChannel (Node, happy-dom, tests): channels connected to one hub hear each other, asynchronously, never themselves. */
export class MemorySyncHub {
  readonly #members = new Set<Set<(message: unknown) => void>>();

  /** A new channel on this hub, like opening the same BroadcastChannel name in another tab. */
  connect(): CartSyncChannel {
    const listeners = new Set<(message: unknown) => void>();
    this.#members.add(listeners);
    return {
      post: (message) => {
        const copy: unknown = structuredClone(message);
        for (const member of this.#members) {
          if (member === listeners) continue;
          queueMicrotask(() => {
            for (const listener of [...member]) listener(copy);
          });
        }
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => {
        listeners.clear();
        this.#members.delete(listeners);
      },
    };
  }
}
