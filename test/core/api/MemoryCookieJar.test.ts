import { describe, expect, it } from 'vitest';
import { MemoryCookieJar, createDocumentCookieJar, parseCookieHeader, serializeCookie } from '../../../src/core/api';

describe('MemoryCookieJar', () => {
  it('keeps cookies from Set-Cookie headers and writes them back as a Cookie header', () => {
    const jar = new MemoryCookieJar();
    jar.storeSetCookie('crumb=abc%3D1; Path=/; SameSite=Lax');
    jar.storeSetCookie('CART=t1; Path=/; Max-Age=1209600; HttpOnly');
    expect(jar.get('crumb')).toBe('abc=1');
    expect(jar.toCookieHeader()).toBe('crumb=abc%3D1; CART=t1');
  });

  it('deletes cookies on Max-Age=0 or a past Expires and expires them with the clock', () => {
    let now = 1_000_000;
    const jar = new MemoryCookieJar({ now: () => now });
    jar.storeSetCookie('a=1; Max-Age=10');
    jar.storeSetCookie('b=2');
    jar.storeSetCookie('c=3');
    jar.storeSetCookie('b=; Max-Age=0');
    jar.storeSetCookie('c=; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect([jar.get('a'), jar.get('b'), jar.get('c')]).toEqual(['1', undefined, undefined]);
    now += 10_000;
    expect(jar.get('a')).toBeUndefined();
  });

  it('stores nothing while cookies are disabled', () => {
    const jar = new MemoryCookieJar({ enabled: false });
    jar.storeSetCookie('crumb=abc');
    jar.set('x', 'y');
    expect([jar.areEnabled(), jar.get('crumb'), jar.toCookieHeader()]).toEqual([false, undefined, '']);
  });
});

describe('cookie helpers and DocumentCookieJar', () => {
  it('parses the first occurrence of each cookie and decodes values', () => {
    expect([...parseCookieHeader('a=1; b=x%20y; a=2; junk')]).toEqual([['a', '1'], ['b', 'x y']]);
    expect(serializeCookie('n', 'v w', { maxAgeSeconds: 60 })).toBe('n=v%20w; Path=/; Max-Age=60; SameSite=Lax');
  });

  it('reads and writes document.cookie and reports cookies disabled from navigator', () => {
    const cookieStore = new Map<string, string>();
    const fakeDocument = {
      get cookie() {
        return [...cookieStore].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(text: string) {
        const [pair = ''] = text.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (/Max-Age=0/.test(text)) cookieStore.delete(name);
        else cookieStore.set(name, value);
      },
    };
    const jar = createDocumentCookieJar({ document: fakeDocument, navigator: { cookieEnabled: true } });
    jar.set('crumb', 'c 1');
    expect(jar.get('crumb')).toBe('c 1');
    expect(jar.areEnabled()).toBe(true);
    jar.remove('crumb');
    expect(jar.get('crumb')).toBeUndefined();
    expect(createDocumentCookieJar({ document: fakeDocument, navigator: { cookieEnabled: false } }).areEnabled()).toBe(false);
  });

  it('reads document.cookie once per task, sees its own writes at once and outside changes after a microtask', async () => {
    let header = 'CART=t1';
    let reads = 0;
    const fakeDocument = {
      get cookie() {
        reads += 1;
        return header;
      },
      set cookie(text: string) {
        header = text.split(';')[0] ?? '';
      },
    };
    const jar = createDocumentCookieJar({ document: fakeDocument });
    expect([jar.get('CART'), jar.get('CART'), jar.get('crumb')]).toEqual(['t1', 't1', undefined]);
    expect(reads).toBe(1);
    jar.set('crumb', 'c1');
    expect(jar.get('crumb')).toBe('c1');
    header = 'CART=t2';
    await Promise.resolve();
    expect(jar.get('CART')).toBe('t2');
    expect(reads).toBe(3);
  });
});
