import { describe, expect, it } from 'vitest';
import { useDemoPages } from './support/useDemoPages';

const SETTLED = 10_000;

describe("dates in the site's time zone in Chromium (spec §3, §8: the page context's time zone data)", () => {
  const session = useDemoPages();

  it("a review posted at 02:30 UTC shows the day before, the site's (New York) day, in a browser set to Tokyo", async () => {
    const { demo, context } = session;
    const page = await context.browser()!.newContext({ timezoneId: 'Asia/Tokyo' }).then((tokyo) => tokyo.newPage());
    try {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${demo.url}/shop/p/walnut-board`);
      await page.locator('store-reviews[data-state=listed]').waitFor({ timeout: SETTLED });
      expect(await page.evaluate(() => new Date(Date.UTC(2026, 8, 15, 2, 30)).getDate())).toBe(15);
      const date = page.locator('store-reviews [part=review]').first().locator('[part=date]');
      expect(await date.textContent()).toBe('Sep 14, 2026');
      expect(await date.getAttribute('datetime')).toBe('2026-09-15T02:30:00.000Z');
      expect(warnings.filter((text) => text.includes('No timezone data loaded'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
