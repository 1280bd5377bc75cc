/** String key/value storage: `localStorage` in browsers, memory in Node. */
export interface KeyValueStorage {
  /** The stored value, or null. */
  getItem(key: string): string | null;
  /** Stores a value. */
  setItem(key: string, value: string): void;
  /** Deletes a value. */
  removeItem(key: string): void;
}

/** A KeyValueStorage kept in memory. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const values = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** A KeyValueStorage over Web Storage that never throws (private mode, quota, blocked storage), falling back to memory. Default `localStorage`. */
export function createWebStorage(resolveStorage: () => Storage | undefined = () => globalThis.localStorage): KeyValueStorage {
  const fallback = createMemoryStorage();
  const storage = (): Storage | undefined => {
    try {
      return resolveStorage();
    } catch {
      return undefined;
    }
  };
  return {
    getItem(key) {
      try {
        return storage()?.getItem(key) ?? fallback.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        const target = storage();
        if (target) target.setItem(key, value);
        else fallback.setItem(key, value);
      } catch {
        fallback.setItem(key, value);
      }
    },
    removeItem(key) {
      fallback.removeItem(key);
      try {
        storage()?.removeItem(key);
      } catch {
        /* storage blocked: the memory copy is already gone */
      }
    },
  };
}
