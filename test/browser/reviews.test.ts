import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axeViolations';
import { cumulativeLayoutShift, recordCumulativeLayoutShift } from './support/cumulativeLayoutShift';
import { launchBrowser } from './support/launchBrowser';
import { recordPageProblems } from './support/pageProblems';
import { startDemo, type Demo } from './support/startDemo';

const SETTLED = 10_000;
/** Extra wait before the element bundle is answered, so the page is painted with the stars still undefined. */
const SLOW_SCRIPT_DELAY_MS = 400;

describe('merchant review stars and list in Chromium against the reference server', () => {
  let browser: Browser;
  let demo: Demo;

  beforeAll(async () => {
    [browser, demo] = await Promise.all([launchBrowser(), startDemo()]);
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });

  it('shows the stars, the list and the JSON-LD of a reviewed product without layout shift, violations or axe findings', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const problems = await recordPageProblems(page);
      await recordCumulativeLayoutShift(page, { delayBundleMs: SLOW_SCRIPT_DELAY_MS });
      await page.goto(`${demo.url}/shop/p/walnut-board`, { waitUntil: 'load' });
      await page.locator('store-review-stars[data-state=rated]').waitFor({ timeout: SETTLED });
      await page.waitForLoadState('networkidle');
      expect(await cumulativeLayoutShift(page)).toBe(0);

      const rating = page.getByRole('img', { name: 'Rated 4.7 out of 5 stars, 3 reviews' });
      expect(await rating.count()).toBe(1);
      expect(await page.locator('store-review-stars [part=average]').textContent()).toBe('4.7');
      expect(await page.locator('store-review-stars [part=count]').textContent()).toBe('3 reviews');
      expect(await page.locator('store-review-stars .star-fill').count()).toBe(5);
      const stars = await page.locator('store-review-stars [part=stars]').boundingBox();
      expect(Math.round((stars?.width ?? 0) / (stars?.height ?? 1))).toBe(5);

      const reviews = page.locator('store-reviews [part=review]');
      expect(await reviews.count()).toBe(3);
      expect(await reviews.first().locator('[part=date]').textContent()).toBe('Sep 14, 2026');
      expect(await reviews.nth(2).getByRole('img', { name: 'Photo from Ana P.' }).count()).toBe(1);
      expect(await page.getByRole('img', { name: 'Rated 4 out of 5 stars' }).count()).toBe(1);

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null') as { '@type': string; aggregateRating: { ratingValue: number; reviewCount: number } };
      expect(jsonLd['@type']).toBe('Product');
      expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 3 });

      expect(await axeViolations(page)).toEqual([]);
      expect(problems.all()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads review data from a src URL and shows stars only for the matching product', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const problems = await recordPageProblems(page);
      await page.goto(`${demo.url}/shop/p/sticker-pack`);
      await page.locator('store-product[data-state=ready]').waitFor({ timeout: SETTLED });
      expect(await page.locator('store-review-stars').count()).toBe(0);
      await page.evaluate(() => {
        const main = document.querySelector('main')!;
        for (const productId of ['classic-tee', 'sticker-pack']) {
          const stars = document.createElement('store-review-stars');
          stars.setAttribute('product-id', productId);
          stars.setAttribute('src', '/api/dev/reviews?productId=classic-tee');
          main.append(stars);
        }
      });
      await page.locator('store-review-stars[product-id=classic-tee][data-state=rated]').waitFor({ timeout: SETTLED });
      expect(await page.getByRole('img', { name: 'Rated 3.5 out of 5 stars, 2 reviews' }).count()).toBe(1);
      expect(await page.locator('store-review-stars[product-id=sticker-pack]').getAttribute('data-state')).toBe('empty');
      expect(await page.locator('store-review-stars .star-fill').count()).toBe(4);
      expect(problems.all()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
