import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';
import { recordPageProblems, type PageProblems } from './support/pageProblems';

const SETTLED = 10_000;
const REQUIRED_DIRECTIVES = ["script-src 'self'", "style-src 'self'", "require-trusted-types-for 'script'"];

describe('demo pages under the strict Content-Security-Policy', () => {
  let browser: Browser;
  let demo: Demo;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    demo = await startDemo();
    context = await browser.newContext();
    page = await context.newPage();
    problems = await recordPageProblems(page);
  });
  afterEach(async () => {
    await context?.close();
    await demo?.close();
  });

  async function open(path: string): Promise<void> {
    const response = await page.goto(`${demo.url}${path}`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const directive of REQUIRED_DIRECTIVES) expect(policy).toContain(directive);
    await page.waitForFunction(() => [...document.querySelectorAll('store-product')].every((element) => element.getAttribute('data-state') === 'ready'), undefined, { timeout: SETTLED });
    await page.locator('store-cart-pill[data-state]').waitFor({ state: 'attached', timeout: SETTLED });
  }

  it('loads the shop, every product page and the cart without console errors or violations', async () => {
    await open('/shop');
    for (const item of demo.server.db.products()) await open(String(item.fullUrl));
    await open('/cart');
    expect(problems.all()).toEqual([]);
  });

  it('shows prices, adds to the cart, opens the alert and the additional-fields modal without console errors or violations', async () => {
    await open('/shop/p/classic-tee');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.getByRole('alertdialog').waitFor({ timeout: SETTLED });
    await page.keyboard.press('Escape');
    await page.locator('store-variant-select select').nth(0).selectOption('M');
    await page.locator('store-variant-select select').nth(1).selectOption('Black');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    expect(await page.locator('store-product-price [part=sale]').count()).toBe(1);

    await open('/shop/p/engraved-pen');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.getByRole('dialog').waitFor({ timeout: SETTLED });
    await page.keyboard.press('Escape');
    await open('/cart');
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    expect(await page.locator('store-cart-pill [part=quantity]').textContent()).toBe('1');
    expect(problems.all()).toEqual([]);
  });

  it('reports the styles of every element as adopted stylesheets, not inline style', async () => {
    await open('/shop/p/classic-tee');
    const hosts = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((element) => element.localName.startsWith('store-') && element.shadowRoot)
        .map((element) => ({
          tag: element.localName,
          adopted: element.shadowRoot?.adoptedStyleSheets.length ?? 0,
          inlineStyles: element.shadowRoot?.querySelectorAll('style, [style]').length ?? 0,
        })),
    );
    expect(hosts.length).toBeGreaterThan(5);
    for (const host of hosts) {
      expect(host.adopted, host.tag).toBeGreaterThan(0);
      expect(host.inlineStyles, host.tag).toBe(0);
    }
  });
});

describe("demo pages under Trusted Types with no policy allowed (trusted-types 'none')", () => {
  const NO_POLICY_CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'";
  const NEWSLETTER = 'section.newsletter store-form';
  let browser: Browser;
  let demo: Demo;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    [browser, demo] = await Promise.all([launchBrowser(), startDemo()]);
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
    problems = await recordPageProblems(page);
    await page.route(`${demo.url}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': NO_POLICY_CSP } });
    });
  });
  afterEach(async () => {
    await context?.close();
  });

  const REFUSED_POLICY = /^csp: trusted-types |^console: Creating a TrustedTypePolicy named '[^']+' violates the following Content Security policy directive: "trusted-types 'none'"/;
  const BLOCKED_HANDLER = /^csp: script-src-attr inline |^console: Executing inline event handler violates the following Content Security Policy directive 'script-src 'self''/;

  /** The page's problems except the refused Trusted Types policies (what 'none' means) and those `expected` matches. */
  function problemsBesides(expected?: RegExp): string[] {
    return problems.all().filter((problem) => !REFUSED_POLICY.test(problem) && !expected?.test(problem));
  }

  it('opens the installment modal and shows its text', async () => {
    const response = await page.goto(`${demo.url}/shop/p/walnut-board`);
    expect(response?.headers()['content-security-policy']).toBe(NO_POLICY_CSP);
    await page.locator('store-installment-pill [part=pill]').click();
    await page.locator('store-installment-pill dialog[part=modal]').waitFor({ timeout: SETTLED });
    await expect.poll(() => page.locator('store-installment-pill [part=modal-body] h2').textContent(), { timeout: SETTLED }).toBe('Pay in 4 interest-free installments');
    expect(problemsBesides()).toEqual([]);
  });

  it("shows a form's success HTML, cleaned: its text and markup, no script or handler (the only other reports are the handler blocked while it is parsed)", async () => {
    await page.route('**/api/dev/forms/newsletter-form', async (route) => {
      const form = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...form, successRedirect: '', submissionHTML: { html: '<p id="thanks">Thanks <b>friend</b></p><img src="/dev/images/sticker-pack.svg" alt="" onerror="window.pwned = 1"><script>window.pwned = 2</script>' } } });
    });
    await page.goto(`${demo.url}/contact`);
    await page.locator(`${NEWSLETTER}[data-state=editing]`).waitFor({ timeout: SETTLED });
    await page.locator(`${NEWSLETTER} [name="nl-email"]`).fill('grace@example.com');
    await page.locator(`${NEWSLETTER} [part=submit]`).click();
    await page.locator(`${NEWSLETTER}[data-state=success]`).waitFor({ timeout: SETTLED });
    const html = page.locator(`${NEWSLETTER} [part=success-html]`);
    await expect.poll(() => html.textContent(), { timeout: SETTLED }).toBe('Thanks friend');
    expect(await html.locator('p#thanks b').textContent()).toBe('friend');
    expect(await html.locator('script, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(problemsBesides(BLOCKED_HANDLER)).toEqual([]);
  });
});
