import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { recordPageProblems } from './support/pageProblems';
import { startDemo, type Demo } from './support/startDemo';
import { distFolder } from './support/distFolder';
import { sourcesOf } from '../../scripts/distSizes.mjs';

const NEWSLETTER = 'section.newsletter store-form';
const SETTLED = 10_000;

/** What a page of the classic script sees of the library: its global. */
interface ScriptGlobal {
  StorefrontElements: {
    getConsent(): { getSnapshot(): { choice: string; trackingAllowed: boolean } };
    getStorefront(): object;
    loadElement(tagName: string): Promise<CustomElementConstructor>;
  };
}

describe(`elements the classic ${distFolder}/storefront-elements.js loads from files next to itself, in Chromium`, () => {
  let browser: Browser;
  let demo: Demo;

  beforeAll(async () => {
    demo = await startDemo();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });

  it('the contact page loads storefront-form.js, the cookie banner and analytics from next to the script, with no second React; the form submits and the banner decides the consent the script reports', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = await recordPageProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(`${demo.url}/contact?demo-cookie-policy=restrictive`);
      await page.locator(`${NEWSLETTER}[data-state=editing]`).waitFor({ timeout: SETTLED });
      await page.locator('store-cookie-consent [part=accept]').waitFor({ timeout: SETTLED });
      const ours = scripts.filter((path) => path.startsWith('/dist/')).map((path) => path.slice('/dist/'.length));
      expect(ours).toEqual(expect.arrayContaining(['storefront-elements.js', 'storefront-form.js', 'storefront-cookie-consent.js', 'storefront-analytics.js']));
      expect(ours.filter((file) => !/^storefront-[\w-]+\.js$/.test(file))).toEqual([]);
      const react = ours.filter((file) => sourcesOf(`${distFolder}/${file}`).some((source) => /node_modules\/(react|react-dom|preact)\//.test(source)));
      expect(react).toEqual(['storefront-elements.js']);

      await page.locator('store-analytics[data-state=waiting-for-consent]').waitFor({ state: 'attached', timeout: SETTLED });
      const before = await page.evaluate(() => (window as unknown as ScriptGlobal).StorefrontElements.getConsent().getSnapshot());
      expect(before).toEqual({ choice: 'unset', restrictive: true, trackingAllowed: false });
      await page.locator('store-cookie-consent [part=accept]').click();
      await page.locator('store-cookie-consent[data-state=accepted]').waitFor({ state: 'attached', timeout: SETTLED });
      const after = await page.evaluate(() => (window as unknown as ScriptGlobal).StorefrontElements.getConsent().getSnapshot());
      expect(after).toEqual({ choice: 'accepted', restrictive: true, trackingAllowed: true });
      await page.locator('store-analytics[data-state]:not([data-state=waiting-for-consent]):not([data-state=loading])').waitFor({ state: 'attached', timeout: SETTLED });

      const formClass = await page.evaluate(async () => {
        const loaded = await (window as unknown as ScriptGlobal).StorefrontElements.loadElement('store-form');
        return loaded === customElements.get('store-form');
      });
      expect(formClass).toBe(true);

      await page.locator(`${NEWSLETTER} [name="nl-email"]`).fill('ada@example.com');
      await Promise.all([page.waitForURL(`${demo.url}/contact/thanks`, { timeout: SETTLED }), page.locator(`${NEWSLETTER} [part=submit]`).click()]);
      const saved = ((await (await fetch(`${demo.url}/api/dev/submissions`)).json()) as { submissions: { formId: string | null; values: Record<string, unknown> }[] }).submissions;
      expect(saved.filter((submission) => submission.formId === 'newsletter-form').map((submission) => submission.values['nl-email'])).toEqual(['ada@example.com']);
      expect(problems.all()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
