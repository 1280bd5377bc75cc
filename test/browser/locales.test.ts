import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';

const SETTLED = 10_000;
const spaces = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** Records, on every animation frame from the first, the add-to-cart label and the price the page shows. */
const RECORD_FRAMES = `(() => {
  const frames = [];
  window.__frames = frames;
  const text = (tag, part) => document.querySelector(tag)?.shadowRoot?.querySelector('[part=' + part + ']')?.textContent ?? null;
  const tick = () => {
    frames.push({ label: text('store-add-to-cart[mode=add]', 'button'), price: text('store-product-price', 'price') });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function framesOf(page: Page): Promise<{ label: string | null; price: string | null }[]> {
  return page.evaluate(() => (window as unknown as { __frames: { label: string | null; price: string | null }[] }).__frames);
}

/** Left edges of parts inside the shadow roots of elements, and whether anything sticks out of the viewport sideways. */
async function layoutOf(page: Page, parts: readonly (readonly [string, string])[]): Promise<{ lefts: number[]; overflow: string[] }> {
  return page.evaluate((wanted) => {
    const width = document.documentElement.clientWidth;
    const lefts = wanted.map(([tag, part]) => document.querySelector(tag)?.shadowRoot?.querySelector(`[part~="${part}"]`)?.getBoundingClientRect().left ?? Number.NaN);
    const outside = [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('store-'))
      .flatMap((element) => [element, ...(element.shadowRoot?.querySelectorAll('*') ?? [])])
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map((element) => element.getAttribute('part') ?? element.localName);
    const overflow = document.documentElement.scrollWidth > width ? ['document', ...outside] : outside;
    return { lefts, overflow };
  }, parts);
}

describe('locales in Chromium', () => {
  let browser: Browser;
  let demo: Demo;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    demo = await startDemo();
    context = await browser.newContext();
    await context.addInitScript({ content: RECORD_FRAMES });
  });
  afterAll(async () => {
    await context?.close();
    await demo?.close();
    await browser?.close();
  });

  it('a product page with <html lang="fr-CA"> shows French labels and fr-CA prices from its first frame, then re-renders when lang changes', async () => {
    const page = await context.newPage();
    const catalogs: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/dist/locales/')) catalogs.push(new URL(request.url()).pathname);
    });
    await page.goto(`${demo.url}/shop/p/sticker-pack?lang=fr-CA`);
    const button = page.locator('store-add-to-cart[mode=add] [part=button]');
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    expect(spaces(await button.textContent())).toBe('Ajouter au panier');
    expect(spaces(await page.locator('store-quantity-input [part=label]').textContent())).toBe('Quantité');
    const price = spaces(await page.locator('store-product-price [part=price]').textContent());
    expect(price).toMatch(/^\d+,\d\d \$ US$/);
    const frames = await framesOf(page);
    const shown = frames.filter((frame) => frame.label !== null);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((frame) => spaces(frame.label) === 'Ajouter au panier')).toBe(true);
    expect(frames.filter((frame) => frame.price !== null).every((frame) => spaces(frame.price) === price)).toBe(true);
    expect(catalogs).toEqual(['/dist/locales/fr-CA.js']);

    await page.evaluate(() => document.documentElement.setAttribute('lang', 'de-DE'));
    await page.waitForFunction(() => document.querySelector('store-add-to-cart[mode=add]')?.shadowRoot?.textContent?.includes('In den Warenkorb'), undefined, { timeout: SETTLED });
    expect(spaces(await page.locator('store-product-price [part=price]').textContent())).toMatch(/^\d+,\d\d \$$/);
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'fr-BE'));
    await page.waitForFunction(() => document.querySelector('store-add-to-cart[mode=add]')?.shadowRoot?.textContent?.includes('Ajouter au panier'), undefined, { timeout: SETTLED });
    await page.close();
  });

  it('the cart page in de-DE shows German totals', async () => {
    const page = await context.newPage();
    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    await page.goto(`${demo.url}/cart?lang=de-DE`);
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    expect(spaces(await page.locator('store-cart-pill [part=suffix]').textContent())).toBe('Artikel');
    expect(spaces(await page.locator('store-cart-pill [part=subtotal]').textContent())).toMatch(/^\d+,\d\d \$$/);
    await page.close();
  });

  it.each([
    ['the classic script', false],
    ['the module loader', true],
  ])('a catalog that fails to load (a page on %s) falls back to en-US with one console warning, and adding to the cart still works', async (_, module) => {
    const page = await context.newPage();
    if (module) {
      await page.route(`${demo.url}/shop/p/sticker-pack?lang=ja-JP`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script src="\/dist\/storefront-elements\.js"[^>]*><\/script>/, '<script type="module" src="/dist/loader.js"></script>');
        await route.fulfill({ response, body: html });
      });
    }
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const failed: string[] = [];
    await page.route('**/dist/locales/ja-JP.js', (route) => {
      failed.push(new URL(route.request().url()).pathname);
      return route.abort('failed');
    });
    await page.goto(`${demo.url}/shop/p/sticker-pack?lang=ja-JP`);
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    await page.waitForFunction(() => document.querySelector('store-add-to-cart[mode=add]')?.shadowRoot?.textContent?.includes('Add To Cart'), undefined, { timeout: SETTLED });
    expect([...new Set(failed)]).toEqual(['/dist/locales/ja-JP.js']);
    expect(warnings.filter((text) => text.includes('ja-JP catalog'))).toHaveLength(1);
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an unknown locale falls back through its language, then to en-US, from the first render', async () => {
    const page = await context.newPage();
    await page.goto(`${demo.url}/shop/p/sticker-pack?lang=fr-BE`);
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    expect(spaces(await page.locator('store-add-to-cart[mode=add] [part=button]').textContent())).toBe('Ajouter au panier');
    expect(spaces(await page.locator('store-product-price [part=price]').textContent())).toMatch(/^\d+,\d\d \$US$/);
    expect((await framesOf(page)).filter((frame) => frame.label !== null).every((frame) => spaces(frame.label) === 'Ajouter au panier')).toBe(true);
    await page.evaluate(() => document.querySelector('store-add-to-cart[mode=add]')?.setAttribute('lang', 'xx-YY'));
    await page.waitForFunction(() => document.querySelector('store-add-to-cart[mode=add]')?.shadowRoot?.textContent?.includes('Add To Cart'), undefined, { timeout: SETTLED });
    expect(spaces(await page.locator('store-quantity-input [part=label]').textContent())).toBe('Quantité');
    await page.close();

    const unknown = await context.newPage();
    await unknown.goto(`${demo.url}/shop/p/sticker-pack?lang=xx-YY`);
    await unknown.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    expect(spaces(await unknown.locator('store-add-to-cart[mode=add] [part=button]').textContent())).toBe('Add To Cart');
    expect(spaces(await unknown.locator('store-product-price [part=price]').textContent())).toMatch(/^\$\d+\.\d\d$/);
    await unknown.close();
  });

  it('under dir="rtl" a product page and the cart page mirror and nothing overflows sideways', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 420, height: 900 });
    await page.goto(`${demo.url}/shop/p/walnut-board?dir=rtl`);
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    await page.locator('store-review-stars[data-state=rated]').waitFor({ timeout: SETTLED });
    const product = await layoutOf(page, [
      ['store-quantity-input', 'label'],
      ['store-quantity-input', 'input'],
      ['store-installment-pill', 'text'],
      ['store-installment-pill', 'info'],
    ]);
    const [label, input, pillText, pillInfo] = product.lefts as [number, number, number, number];
    expect(label).toBeGreaterThan(input);
    expect(pillText).toBeGreaterThan(pillInfo);
    expect(product.overflow).toEqual([]);
    const starsTransform = await page.evaluate(() => {
      const stars = document.querySelector('store-review-stars')?.shadowRoot?.querySelector('[part=stars]');
      return stars ? getComputedStyle(stars).transform : null;
    });
    expect(starsTransform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });

    await page.goto(`${demo.url}/cart?dir=rtl`);
    await page.locator('store-cart [part=line]').first().waitFor({ timeout: SETTLED });
    const cart = await layoutOf(page, [
      ['store-cart', 'line-item'],
      ['store-cart', 'line-quantity'],
      ['store-cart', 'line-total'],
    ]);
    const [item, quantity, total] = cart.lefts as [number, number, number];
    expect(item).toBeGreaterThan(quantity);
    expect(quantity).toBeGreaterThan(total);
    expect(cart.overflow).toEqual([]);
    await page.close();
  });

  it('an English product page loads its scripts and no catalog but the en-US chunk', async () => {
    const page = await context.newPage();
    const loads: Promise<{ url: string; bytes: number; gzip: number }>[] = [];
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/dist/')) {
        loads.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length })));
      }
    });
    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(loads);
    expect(requested.filter((path) => path.startsWith('/dist/locales/'))).toEqual([]);
    expect(files.map((file) => file.url)).toContain('/dist/storefront-elements.js');
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(`English product page: ${files.map((file) => `${file.url} ${file.bytes} B (${file.gzip} B gzip)`).join(', ')}; ${total} B gzip in all, no catalog but en-US`);
    await page.close();
  });
});
