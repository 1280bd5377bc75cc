import { describe, expect, it, vi } from 'vitest';
import { CatalogStore, type SupportedLocale } from '../../../src/core/i18n';

const fallback = { 'demo.hello': 'Hello', 'demo.bye': 'Bye' };

describe('CatalogStore', () => {
  it('has en-US at once and other locales only after they load, once each', async () => {
    const load = vi.fn(async (locale: SupportedLocale) => ({ 'demo.hello': `Bonjour (${locale})` }));
    const store = new CatalogStore({ fallback, load });
    expect(store.peek('en-US')?.format('demo.hello')).toBe('Hello');
    expect(store.peek('fr-CA')).toBeUndefined();
    const listener = vi.fn();
    store.subscribe(listener);
    const [first, second] = await Promise.all([store.load('fr-CA'), store.load('fr-CA')]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.peek('fr-CA')?.format('demo.hello')).toBe('Bonjour (fr-CA)');
    expect(store.peek('fr-CA')?.format('demo.bye')).toBe('Bye');
    expect(store.peek('fr-CA')?.locale).toBe('fr-CA');
  });

  it('falls back to en-US with one warning when a catalog cannot load', async () => {
    const warn = vi.fn();
    const load = vi.fn(async () => {
      throw new Error('HTTP 404');
    });
    const store = new CatalogStore({ fallback, load, warn });
    const translator = await store.load('de-DE');
    await store.load('de-DE');
    expect(translator.format('demo.hello')).toBe('Hello');
    expect(translator.locale).toBe('en-US');
    expect(store.peek('de-DE')).toBe(translator);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('de-DE');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
