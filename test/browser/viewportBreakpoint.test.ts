import { describe, expect, it } from 'vitest';
import { useDemoPages } from './support/useDemoPages';

const SETTLED = 10_000;

describe('the mobile / desktop breakpoint in Chromium (spec §9: mobile at most 432 px, desktop from 433 px)', () => {
  const session = useDemoPages();

  it('the cart page puts its summary below the lines at 432 px and beside them from 433 px', async () => {
    const { page, demo, context } = session;
    const crumb = ((await (await context.request.get(`${demo.url}/api/dev/crumb`)).json()) as { crumb: string }).crumb;
    const product = demo.server.db.product('sticker-pack') as { structuredContent: { variants: Array<{ sku: string }> } };
    const added = await context.request.post(`${demo.url}/api/commerce/shopping-cart/entries`, {
      headers: { 'X-CSRF-Token': crumb },
      data: { itemId: 'sticker-pack', sku: product.structuredContent.variants[0]!.sku, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    const layoutAt = async (width: number) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${demo.url}/cart`);
      await page.locator('store-cart[data-state=ready]').waitFor({ timeout: SETTLED });
      const [lines, summary] = await Promise.all([page.locator('store-cart [part=lines]').boundingBox(), page.locator('store-cart [part=summary]').boundingBox()]);
      return summary!.y >= lines!.y + lines!.height ? 'below' : summary!.x >= lines!.x + lines!.width ? 'beside' : 'overlapping';
    };
    expect(await layoutAt(432)).toBe('below');
    expect(await layoutAt(433)).toBe('beside');
  });
});
