import type { Page } from 'playwright-core';

/** Sums layout shifts not caused by input, from navigation on (an init script: runs in the page). */
function sumLayoutShifts(): void {
  const state = window as unknown as { __shiftTotal: number };
  state.__shiftTotal = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) state.__shiftTotal += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Starts summing the page's layout shifts (call before navigating); `delayBundleMs` holds back the element bundle so the page paints first. */
export async function recordCumulativeLayoutShift(page: Page, options: { readonly delayBundleMs?: number } = {}): Promise<void> {
  await page.addInitScript(sumLayoutShifts);
  const delay = options.delayBundleMs;
  if (delay) {
    await page.route('**/dist/storefront-elements.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
  }
}

/** The layout shift summed so far, without shifts that followed input. */
export function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shiftTotal: number }).__shiftTotal);
}
