import type { Page } from 'playwright-core';

/** What has focus, looking through shadow roots: the control's name, else its stand-in captcha widget id, else its part. */
export async function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('name') ?? active?.getAttribute('data-dev-captcha') ?? active?.getAttribute('part') ?? null;
  });
}

/** Presses Tab until the control `focusedName` calls `name` has focus (at most 80 presses). */
export async function tabTo(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 80; step += 1) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}; focus is on ${await focusedName(page)}`);
}

/** Tabs to `name` and types `text` there, by keyboard only. */
export async function typeAt(page: Page, name: string, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.type(text);
}
