import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineElements, part, update } from '../support/renderElements';
import { freshPage, givePageContext, leavePage } from '../support/pageState';

async function mountBanner(attributes = '') {
  await defineElements();
  const host = document.createElement('store-cookie-consent');
  if (attributes) host.setAttribute(attributes, '');
  const events: CustomEvent[] = [];
  host.addEventListener('store-cookie-consent', (event) => events.push(event));
  await update(() => document.body.append(host));
  return { host, events };
}

describe('<store-cookie-consent>', () => {
  beforeEach(freshPage);
  afterEach(leavePage);

  it('shows nothing when the page context does not enable the banner', async () => {
    givePageContext({ cookieSettings: { isCookieBannerEnabled: false, isRestrictiveCookiePolicyEnabled: true } });
    const { host } = await mountBanner();
    expect(host.dataset.state).toBe('hidden');
    expect(part(host, 'banner')).toBeNull();
  });

  it('shows a labelled region with the explanation, Accept and Decline when the page context enables it', async () => {
    givePageContext({ cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true } });
    const { host } = await mountBanner();
    expect(host.dataset.state).toBe('open');
    const banner = part(host, 'banner')!;
    expect(banner.localName).toBe('section');
    expect(banner.getAttribute('aria-label')).toBe('Cookie consent');
    expect(part(host, 'message')!.textContent).toBe('This site uses cookies to count visits and to measure its ads. You can accept or decline them.');
    expect([part(host, 'accept'), part(host, 'decline')].map((button) => [button!.localName, button!.getAttribute('type'), button!.textContent])).toEqual([
      ['button', 'button', 'Accept'],
      ['button', 'button', 'Decline'],
    ]);
  });

  it("'Accept' sets ss_cookieAllowed, closes the banner and tells the page", async () => {
    givePageContext({ cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true } });
    const { host, events } = await mountBanner();
    await update(() => part(host, 'accept')!.click());
    expect(document.cookie).toContain('ss_cookieAllowed=1');
    expect(host.dataset.state).toBe('accepted');
    expect(part(host, 'banner')).toBeNull();
    expect(events.map((event) => event.detail)).toEqual([{ choice: 'accepted' }]);
  });

  it("'Decline' records the choice and clears the census cookies", async () => {
    givePageContext({ cookieSettings: { isCookieBannerEnabled: true } });
    document.cookie = 'ss_cvr=a|1|1|1|1; Path=/';
    document.cookie = 'ss_cid=a; Path=/';
    const { host, events } = await mountBanner();
    await update(() => part(host, 'decline')!.click());
    expect(document.cookie).toBe('ss_cookieAllowed=0');
    expect(host.dataset.state).toBe('declined');
    expect(events.map((event) => event.detail)).toEqual([{ choice: 'declined' }]);
  });

  it('does not ask again once the visitor has chosen on an earlier page', async () => {
    givePageContext({ cookieSettings: { isCookieBannerEnabled: true } });
    document.cookie = 'ss_cookieAllowed=0; Path=/';
    const { host } = await mountBanner();
    expect(host.dataset.state).toBe('hidden');
  });

  it('asks without the page context when told to (always)', async () => {
    const { host } = await mountBanner('always');
    expect(host.dataset.state).toBe('open');
  });
});
