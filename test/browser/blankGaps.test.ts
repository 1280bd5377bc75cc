import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import englishCatalog from '../../src/locales/en-US.json';
import { seedCatalog } from '../../dev/store/seedCatalog';
import { cumulativeLayoutShift, recordCumulativeLayoutShift } from './support/cumulativeLayoutShift';
import { useDemoPages } from './support/useDemoPages';

const SETTLED = 10_000;
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
/** The product column's gap between its elements (demo.css: 1rem) plus rounding. */
const LARGEST_GAP_PX = 17;
const CAPTCHA_NAME = "I'm not a robot (local test captcha)";

/** A box of the page that takes up space: its name, edges and whether anything in it is painted (text, a control, an image). */
interface Box {
  readonly name: string;
  readonly top: number;
  readonly bottom: number;
  readonly showsSomething: boolean;
}

/** The boxes of the storefront elements among `selector`'s children that take up space, in order, each saying whether it shows anything (inside its shadow root too). */
function boxesOf(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((parentSelector) => {
    const painted = (node: Node): boolean => {
      if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').trim() !== '' && node.parentElement?.checkVisibility() === true;
      if (!(node instanceof Element)) return false;
      if (node.localName === 'script' || node.localName === 'style') return false;
      const rect = node.getBoundingClientRect();
      if (['img', 'svg', 'input', 'select', 'button', 'iframe', 'textarea'].includes(node.localName) && rect.width > 0 && rect.height > 0 && node.checkVisibility({ visibilityProperty: true }))
        return true;
      const children = [...(node.shadowRoot?.childNodes ?? []), ...node.childNodes];
      return children.some(painted);
    };
    const parent = document.querySelector(parentSelector);
    if (!parent) throw new Error(`no ${parentSelector}`);
    return [...parent.children]
      .filter((child) => child.localName.startsWith('store-') && child.getBoundingClientRect().height > 0)
      .map((child) => {
        const rect = child.getBoundingClientRect();
        const state = child.getAttribute('data-state');
        return { name: `${child.localName}${state ? `[data-state=${state}]` : ''}`, top: rect.top, bottom: rect.bottom, showsSomething: painted(child) };
      });
  }, selector);
}

/** The empty stretches between (and inside) `boxes`: a box showing nothing, or more than LARGEST_GAP_PX between two boxes. */
function holesIn(boxes: readonly Box[]): string[] {
  const holes = boxes.filter((box) => !box.showsSomething).map((box) => `${box.name} takes ${Math.round(box.bottom - box.top)} px and shows nothing`);
  boxes.slice(1).forEach((box, index) => {
    const before = boxes[index] as Box;
    const gap = box.top - before.bottom;
    if (gap > LARGEST_GAP_PX) holes.push(`${Math.round(gap)} px between ${before.name} and ${box.name}`);
  });
  return holes;
}

describe('no blank gaps on the demo pages (Chromium)', () => {
  const session = useDemoPages();

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    it(`product pages: nothing between the price and the options takes space without showing something (${viewportName})`, async () => {
      const { page, demo } = session;
      await page.setViewportSize(viewport);
      await recordCumulativeLayoutShift(page);
      const holes: string[] = [];
      for (const { slug } of seedCatalog()) {
        await page.goto(`${demo.url}/shop/p/${slug}`);
        await page.locator('store-product[data-state=ready]').waitFor({ timeout: SETTLED });
        await page.waitForLoadState('networkidle');
        holes.push(...holesIn(await boxesOf(page, '.product-info store-product')).map((hole) => `${slug}: ${hole}`));
        expect(await cumulativeLayoutShift(page), slug).toBe(0);
      }
      expect(holes).toEqual([]);
    });

    it(`the header keeps the cart pill on the site title's row, with no band of its own (${viewportName})`, async () => {
      const { page, demo } = session;
      await page.setViewportSize(viewport);
      await page.goto(`${demo.url}/shop`);
      await page.locator('store-cart-pill[data-state]').waitFor({ state: 'attached', timeout: SETTLED });
      const [title, pill] = await Promise.all(['.site-title', '.site-header store-cart-pill'].map((selector) => page.locator(selector).boundingBox()));
      expect(title && pill).toBeTruthy();
      expect(pill!.y, 'the cart pill starts above the bottom of the site title').toBeLessThan(title!.y + title!.height);
      expect(pill!.y + pill!.height, 'the cart pill ends below the top of the site title').toBeGreaterThan(title!.y);
    });
  }

  it('after a restock sign-up, the success message is followed by no blank space', async () => {
    const { page, demo } = session;
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${demo.url}/shop/p/ceramic-mug`);
    const host = page.locator('store-restock-notification[data-state=idle]');
    await host.waitFor({ timeout: SETTLED });
    await page.getByRole('checkbox', { name: CAPTCHA_NAME }).check({ timeout: SETTLED });
    await page.getByRole('textbox', { name: englishCatalog['restock.emailLabel'] }).fill('gap@example.com');
    await page.getByRole('button', { name: englishCatalog['restock.submit'] }).click();
    await page.locator('store-restock-notification[data-state=success]').waitFor({ timeout: SETTLED });
    const [element, message] = await Promise.all([page.locator('store-restock-notification').boundingBox(), page.locator('store-restock-notification [part=success]').boundingBox()]);
    expect(Math.round(element!.y + element!.height - (message!.y + message!.height)), 'space below the success message inside the element').toBeLessThanOrEqual(1);
  });

  it("a form whose captcha cannot render (no site key) keeps no captcha-sized space, only its 'not set up' message", async () => {
    const { page, demo } = session;
    await page.route(`${demo.url}/contact`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/"captchaSiteKey":"[^"]*",/g, '') });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${demo.url}/contact`);
    const captcha = page.locator('section.contact-form store-form [part=captcha]');
    await page.locator('section.contact-form store-form [part=captcha-error]').waitFor({ timeout: SETTLED });
    const [box, message] = await Promise.all([captcha.boundingBox(), page.locator('section.contact-form store-form [part=captcha-error]').boundingBox()]);
    expect(Math.round(box!.height - message!.height), 'captcha space beyond its message').toBeLessThanOrEqual(1);
    expect(warnings.some((text) => text.includes('has captchaEnabled but no captcha site key'))).toBe(true);
  });
});
