import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createWebStorage } from '../../../src/core/api';

describe('KeyValueStorage', () => {
  it('memory storage stores, reads and removes strings', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect([storage.getItem('a'), storage.getItem('b')]).toEqual([null, '2']);
  });

  it('web storage uses localStorage when it works', () => {
    localStorage.removeItem('kv-test');
    const storage = createWebStorage();
    storage.setItem('kv-test', 'x');
    expect(localStorage.getItem('kv-test')).toBe('x');
    localStorage.removeItem('kv-test');
  });

  it('web storage never throws when storage is blocked, keeping values in memory', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    const storage = createWebStorage(() => blocked);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
    const unreachable = createWebStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    unreachable.setItem('k', 'v');
    expect(unreachable.getItem('k')).toBe('v');
  });
});
