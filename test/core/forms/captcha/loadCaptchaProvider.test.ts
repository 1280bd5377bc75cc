import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CAPTCHA_POLICY_NAME,
  CaptchaSetupError,
  loadCaptchaProvider,
  type CaptchaProvider,
} from '../../../../src/core/forms';
import { HOSTILE_URLS } from '../../../elements/support/hostileUrls';

type PageWindow = Window & { grecaptcha?: Partial<CaptchaProvider>; trustedTypes?: unknown };

const windows: Window[] = [];

/** A page whose script loads "succeed" without running: `onScript` plays the provider script's part. */
function page(onScript: (window: PageWindow, script: HTMLScriptElement) => void = () => {}): { window: PageWindow; document: Document; scripts: () => HTMLScriptElement[] } {
  const window = new Window({ url: 'https://shop.example/contact', settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } }) as PageWindow;
  windows.push(window);
  const document = window.document as unknown as Document;
  document.addEventListener('load', (event) => {
    if ((event.target as Element).localName === 'script') onScript(window, event.target as HTMLScriptElement);
  }, true);
  return { window, document, scripts: () => [...document.querySelectorAll('script')] as HTMLScriptElement[] };
}

function provider(calls: string[] = []): CaptchaProvider {
  return {
    render: () => {
      calls.push('render');
      return 0;
    },
    getResponse: () => '',
    reset: () => calls.push('reset'),
    ready: (callback) => {
      calls.push('ready');
      setTimeout(callback, 0);
    },
  };
}

afterEach(async () => {
  for (const window of windows.splice(0)) await window.happyDOM.close();
});

describe('loadCaptchaProvider', () => {
  it('loads the provider script once per page, from the configured URL resolved against the page, and waits for ready()', async () => {
    const calls: string[] = [];
    const { document, scripts } = page((window) => {
      window.grecaptcha = provider(calls);
    });
    const first = loadCaptchaProvider(document, { scriptUrl: '/api/dev/captcha.js?render=explicit' });
    const second = loadCaptchaProvider(document, { scriptUrl: '/api/dev/captcha.js?render=explicit' });
    const third = loadCaptchaProvider(document, { scriptUrl: '/api/dev/captcha.js?render=explicit' });
    expect(await third).toBe(await first);
    expect(scripts().map((script) => script.src)).toEqual(['https://shop.example/api/dev/captcha.js?render=explicit']);
    const api = await first;
    expect(await second).toBe(api);
    expect(typeof api.render).toBe('function');
    expect(calls).toEqual(['ready']);
    expect(scripts()).toHaveLength(1);
  });

  it('uses the provider already on the page without loading anything', async () => {
    const { window, document, scripts } = page();
    const present = provider();
    window.grecaptcha = present;
    await expect(loadCaptchaProvider(document, { scriptUrl: '/captcha.js' })).resolves.toBe(present);
    expect(scripts()).toHaveLength(0);
  });

  it("rejects with 'ReCaptcha has not been set up!' when the script fails, and tries again on the next call", async () => {
    const window = new Window({ url: 'https://shop.example/' });
    windows.push(window);
    const document = window.document as unknown as Document;
    document.head.addEventListener('error', () => {}, true);
    const failing = loadCaptchaProvider(document, { scriptUrl: 'http://127.0.0.1:9/captcha.js' });
    await expect(failing).rejects.toBeInstanceOf(CaptchaSetupError);
    await expect(failing).rejects.toThrow('ReCaptcha has not been set up!');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    const again = loadCaptchaProvider(document, { scriptUrl: 'http://127.0.0.1:9/captcha.js' });
    expect(again).not.toBe(failing);
    await expect(again).rejects.toThrow('ReCaptcha has not been set up!');
  });

  it('rejects when the script defines no usable grecaptcha', async () => {
    const { document } = page();
    await expect(loadCaptchaProvider(document, { scriptUrl: '/empty.js' })).rejects.toMatchObject({ message: 'ReCaptcha has not been set up!', detail: expect.stringContaining('no window.grecaptcha') });
    const partial = page((window) => {
      window.grecaptcha = { ready: (callback: () => void) => callback() };
    });
    await expect(loadCaptchaProvider(partial.document, { scriptUrl: '/partial.js' })).rejects.toMatchObject({ detail: expect.stringContaining('offers no render') });
  });

  it('rejects when the provider never becomes ready within the time limit', async () => {
    const { document } = page((window) => {
      window.grecaptcha = { ...provider(), ready: () => {} };
    });
    await expect(loadCaptchaProvider(document, { scriptUrl: '/slow.js', timeoutMs: 30 })).rejects.toMatchObject({ detail: 'the captcha provider never became ready' });
  });

  it('refuses script URLs that are not http(s)', async () => {
    const { document, scripts } = page();
    await expect(loadCaptchaProvider(document, { scriptUrl: 'javascript:alert(1)' })).rejects.toThrow('ReCaptcha has not been set up!');
    await expect(loadCaptchaProvider(document, { scriptUrl: 'data:text/javascript,alert(1)' })).rejects.toThrow('ReCaptcha has not been set up!');
    for (const scriptUrl of HOSTILE_URLS) {
      await expect(loadCaptchaProvider(document, { scriptUrl }), JSON.stringify(scriptUrl)).rejects.toThrow('ReCaptcha has not been set up!');
    }
    expect(scripts()).toHaveLength(0);
  });

  it("passes the script URL through the 'storefront-elements#captcha' Trusted Types policy when the page has Trusted Types", async () => {
    const policies: string[] = [];
    const vetted: string[] = [];
    const { window, document, scripts } = page((target) => {
      target.grecaptcha = provider();
    });
    window.trustedTypes = {
      createPolicy(name: string, rules: { createScriptURL(input: string): string }) {
        policies.push(name);
        return {
          createScriptURL(input: string) {
            const url = rules.createScriptURL(input);
            vetted.push(url);
            return url;
          },
        };
      },
    };
    await loadCaptchaProvider(document, { scriptUrl: '/api/dev/captcha.js?render=explicit' });
    expect(policies).toEqual([CAPTCHA_POLICY_NAME]);
    expect(vetted).toEqual(['https://shop.example/api/dev/captcha.js?render=explicit']);
    expect(scripts()[0]?.src).toBe(vetted[0]);
  });
});
