import { afterEach, describe, expect, it } from 'vitest';
import { CaptchaSetupError, mountCaptcha, type CaptchaProvider, type CaptchaRenderParameters } from '../../../../src/core/forms';

interface FakeProvider extends CaptchaProvider {
  readonly rendered: { container: HTMLElement; parameters: CaptchaRenderParameters }[];
  readonly resets: (number | undefined)[];
  response: string;
}

function fakeProvider(): FakeProvider {
  const fake: FakeProvider = {
    rendered: [],
    resets: [],
    response: '',
    render(container, parameters) {
      fake.rendered.push({ container, parameters });
      return 4;
    },
    getResponse: () => fake.response,
    reset(id) {
      fake.resets.push(id);
    },
  };
  return fake;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountCaptcha', () => {
  it('renders into a light-DOM slot="captcha" child of the host with the site key and theme', async () => {
    const host = document.body.appendChild(document.createElement('store-form'));
    const provider = fakeProvider();
    const widget = await mountCaptcha(host, { siteKey: 'site-1', theme: 'dark', load: async () => provider }).ready;
    const container = host.querySelector('[slot="captcha"]');
    expect(container?.parentElement).toBe(host);
    expect(provider.rendered).toHaveLength(1);
    expect(provider.rendered[0]?.container).toBe(container);
    expect(provider.rendered[0]?.parameters).toMatchObject({ sitekey: 'site-1', theme: 'dark' });
    expect(widget.token()).toBeUndefined();
    provider.response = 'token-1';
    expect(widget.token()).toBe('token-1');
  });

  it('reset clears the widget and reports the change; destroy removes the container and its token', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const provider = fakeProvider();
    let changes = 0;
    const widget = await mountCaptcha(host, { siteKey: 'k', load: async () => provider, onChange: () => (changes += 1) }).ready;
    provider.rendered[0]?.parameters.callback?.('t');
    expect(changes).toBe(1);
    widget.reset();
    expect(provider.resets).toEqual([4]);
    expect(changes).toBe(2);
    provider.response = 'left-over';
    widget.destroy();
    expect(host.querySelector('[slot="captcha"]')).toBeNull();
    expect(widget.token()).toBeUndefined();
    widget.reset();
    expect(provider.resets).toEqual([4]);
  });

  it('destroyed before the provider is ready: never renders', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const provider = fakeProvider();
    const mount = mountCaptcha(host, { siteKey: 'k', load: async () => provider });
    mount.destroy();
    await mount.ready;
    expect(provider.rendered).toHaveLength(0);
    expect(host.children).toHaveLength(0);
  });

  it("rejects with 'ReCaptcha has not been set up!' and removes its container when the provider cannot be set up", async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const mount = mountCaptcha(host, { siteKey: 'k', load: () => Promise.reject(new CaptchaSetupError('script failed')) });
    await expect(mount.ready).rejects.toThrow('ReCaptcha has not been set up!');
    expect(host.children).toHaveLength(0);
  });
});
