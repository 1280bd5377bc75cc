import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Demo } from './support/startDemo';
import { useDemoPages } from './support/useDemoPages';

const SETTLED = 10_000;
const SCARCITY_TEXT = "Hurry! {quantity} remaining, don't wait {";

describe("a merchant's own texts in Chromium (the bundle carries no ICU parser)", () => {
  const session = useDemoPages();
  let demo: Demo;
  let page: Page;
  beforeEach(() => {
    ({ demo, page } = session);
  });

  it('shows scarcityText and select-text as written, with only {quantity} and {variantName} filled in', async () => {
    await page.route(`${demo.url}/shop/p/limited-print`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"scarcityText":"[^"]*"/, `"scarcityText":${JSON.stringify(SCARCITY_TEXT)}`);
      await route.fulfill({ response, body });
    });
    await page.goto(`${demo.url}/shop/p/limited-print`);
    await page.locator('store-product[data-state=ready]').waitFor({ timeout: SETTLED });
    await page.locator('store-variant-select').evaluate((select) => select.setAttribute('select-text', "Pick a {variantName} ('#1') {plural}"));
    expect(await page.locator('store-variant-select select option').first().textContent()).toBe("Pick a Size ('#1') {plural}");
    await page.locator('store-variant-select select').selectOption('A3');
    await page.locator('store-scarcity [part=message]').waitFor({ timeout: SETTLED });
    expect(await page.locator('store-scarcity [part=message]').textContent()).toBe("Hurry! 2 remaining, don't wait {");
  });
});
