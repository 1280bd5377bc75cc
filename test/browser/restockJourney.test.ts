import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import englishCatalog from '../../src/locales/en-US.json';
import { RESTOCK_SIGNUP_PATH } from '../../dev/routes/restockRoutes';
import { axeViolations } from './support/axeViolations';
import { deepActiveElement } from './support/deepActiveElement';
import { cumulativeLayoutShift, recordCumulativeLayoutShift } from './support/cumulativeLayoutShift';
import { tabTo, typeAt } from './support/keyboardFocus';
import type { PageProblems } from './support/pageProblems';
import type { Demo } from './support/startDemo';
import { useDemoPages } from './support/useDemoPages';

const HOST = 'store-restock-notification';
const SECTION = 'section.restock';
const CAPTCHA_NAME = "I'm not a robot (local test captcha)";
const SETTLED = 10_000;
/** The ceramic mug's store setting restockNotificationsSuccessText, shown in place of 'Signed up!'. */
const MUG_SUCCESS_TEXT = 'Signed up! We will email you when it is back in stock.';

/** Replaces the text of `box` by typing, as a shopper does (key events, which layout-shift scoring counts as input, unlike fill). */
async function typeInto(page: Page, box: Locator, text: string): Promise<void> {
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** The restock sign-ups stored for `email`, oldest first. */
function signUps(demo: Demo, email: string): { product_id: string; variant_id: string; join_mailing_list: number }[] {
  return demo.server.db.raw
    .prepare('SELECT product_id, variant_id, join_mailing_list FROM restock_signups WHERE email = ? ORDER BY rowid')
    .all(email) as { product_id: string; variant_id: string; join_mailing_list: number }[];
}

describe('<store-restock-notification> on the demo product pages in Chromium', () => {
  const session = useDemoPages();
  let demo: Demo;
  let page: Page;
  let problems: PageProblems;
  beforeEach(async () => {
    ({ demo, page, problems } = session);
    await recordCumulativeLayoutShift(page);
  });

  async function openMug(): Promise<void> {
    await page.goto(`${demo.url}/shop/p/ceramic-mug`);
    await page.locator(`${HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
    await page.getByRole('checkbox', { name: CAPTCHA_NAME }).waitFor({ timeout: SETTLED });
  }

  it('by mouse: blank and malformed email, missing captcha, then a sign-up with the mailing list; the no-script form is not there; axe clean in every state', async () => {
    await openMug();
    const form = page.getByRole('form', { name: englishCatalog['restock.formLabel'] });
    expect(await form.isVisible()).toBe(true);
    expect(await page.locator('form.restock-form').count()).toBe(0);
    expect(await cumulativeLayoutShift(page)).toBe(0);
    expect(await page.getByRole('checkbox', { name: CAPTCHA_NAME }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const email = page.getByRole('textbox', { name: englishCatalog['restock.emailLabel'] });
    const submit = page.getByRole('button', { name: englishCatalog['restock.submit'] });
    await submit.click();
    await expect.poll(() => page.locator(`${HOST} [part=field-error]`).textContent()).toBe('Email cannot be blank');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await typeInto(page, email, 'shopper@example');
    await submit.click();
    await expect.poll(() => page.locator(`${HOST} [part=field-error]`).textContent()).toBe('Email is invalid');

    await typeInto(page, email, 'mouse@example.com');
    await page.getByRole('checkbox', { name: englishCatalog['restock.mailingList'] }).check();
    await submit.click();
    await expect.poll(() => page.locator(`${HOST} [part=field-error]`).textContent()).toBe('Complete CAPTCHA before submitting.');
    expect(signUps(demo, 'mouse@example.com')).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: CAPTCHA_NAME }).check();
    await submit.click();
    await page.locator(`${HOST}[data-state=success]`).waitFor({ timeout: SETTLED });
    expect(await page.locator(`${HOST} [part=success]`).textContent()).toBe(MUG_SUCCESS_TEXT);
    expect(await page.getByRole('status').filter({ hasText: MUG_SUCCESS_TEXT }).count()).toBe(1);
    expect(signUps(demo, 'mouse@example.com')).toEqual([{ product_id: 'ceramic-mug', variant_id: 'mug-sand', join_mailing_list: 1 }]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await cumulativeLayoutShift(page)).toBe(0);
    expect(problems.all()).toEqual([]);
  });

  it('by keyboard alone: Tab to the email, type, tick the captcha with Space, submit with Enter; the chosen colour is the one signed up', async () => {
    await openMug();
    await tabTo(page, 'select');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('store-variant-select [part=select]').inputValue()).toBe('Slate');
    await typeAt(page, 'email', 'keys@example.com');
    await tabTo(page, '0');
    await page.keyboard.press('Space');
    await tabTo(page, 'button');
    await page.keyboard.press('Enter');
    await page.locator(`${HOST}[data-state=success]`).waitFor({ timeout: SETTLED });
    expect(signUps(demo, 'keys@example.com')).toEqual([{ product_id: 'ceramic-mug', variant_id: 'mug-slate', join_mailing_list: 0 }]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.all()).toEqual([]);
  });

  it('by keyboard, a failed check moves focus from the button to the field in error: the email (blank, then malformed), then the captcha', async () => {
    await openMug();
    const onButton = { path: [HOST, 'button'], part: 'button' };
    await tabTo(page, 'email');
    await tabTo(page, 'button');
    expect(await deepActiveElement(page)).toMatchObject(onButton);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`${HOST} [part=field-error]`).textContent()).toBe('Email cannot be blank');
    expect(await deepActiveElement(page)).toMatchObject({ path: [HOST, 'input'], part: 'email', focusVisible: true });

    await page.keyboard.type('focus@example');
    await tabTo(page, 'button');
    expect(await deepActiveElement(page)).toMatchObject(onButton);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`${HOST} [part=field-error]`).textContent()).toBe('Email is invalid');
    expect(await deepActiveElement(page)).toMatchObject({ path: [HOST, 'input'], part: 'email' });

    await page.keyboard.type('.com');
    await tabTo(page, 'button');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`${HOST} [part=field-error]`).textContent()).toBe('Complete CAPTCHA before submitting.');
    expect(await deepActiveElement(page)).toMatchObject({ path: ['input'] });
    expect(await page.getByRole('checkbox', { name: CAPTCHA_NAME }).evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Space');
    await tabTo(page, 'button');
    await page.keyboard.press('Enter');
    await page.locator(`${HOST}[data-state=success]`).waitFor({ timeout: SETTLED });
    expect(signUps(demo, 'focus@example.com')).toEqual([{ product_id: 'ceramic-mug', variant_id: 'mug-sand', join_mailing_list: 0 }]);
    expect(problems.all()).toEqual([]);
  });

  it('a captcha provider that arrives late draws into the space kept for it: nothing moves', async () => {
    await page.route('**/api/dev/captcha.js*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${demo.url}/shop/p/ceramic-mug`, { waitUntil: 'commit' });
    await page.locator(`${HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
    const reserved = await page.locator(`${HOST} [part=captcha]`).boundingBox();
    expect(reserved?.height).toBeGreaterThanOrEqual(78);
    expect(await page.getByRole('checkbox', { name: CAPTCHA_NAME }).count()).toBe(0);
    await page.getByRole('checkbox', { name: CAPTCHA_NAME }).waitFor({ timeout: SETTLED });
    expect((await page.locator(`${HOST} [part=captcha]`).boundingBox())?.height).toBe(reserved?.height);
    expect(await cumulativeLayoutShift(page)).toBe(0);
    expect(problems.all()).toEqual([]);
  });

  it('shows on a partly sold-out product only while a sold-out variant is chosen', async () => {
    await page.goto(`${demo.url}/shop/p/classic-tee`);
    await page.locator(`${HOST}[data-state=hidden]`).waitFor({ state: 'attached', timeout: SETTLED });
    expect(await page.locator(SECTION).isVisible()).toBe(false);
    const [size, color] = [page.locator('store-variant-select [part=select]').nth(0), page.locator('store-variant-select [part=select]').nth(1)];
    await size.selectOption({ label: 'L' });
    await color.selectOption({ label: 'White (Sold Out)' });
    await page.locator(`${HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
    expect(await page.locator(SECTION).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Email me when it is back' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await color.selectOption({ label: 'Black' });
    await page.locator(`${HOST}[data-state=hidden]`).waitFor({ state: 'attached', timeout: SETTLED });
    expect(await page.locator(SECTION).isVisible()).toBe(false);
    expect(problems.all()).toEqual([]);
  });

  const faults = [
    ['429', 'Too many requests (injected fault).'],
    ['500', 'Internal server error (injected fault).'],
    ['drop', englishCatalog['api.error.network']],
    ['malformed', englishCatalog['api.error.malformedResponse']],
  ] as const;
  for (const [kind, message] of faults) {
    it(`a ${kind} answer shows "${message}", resets the captcha and keeps the email; once the fault clears the retry signs up once`, async () => {
      await openMug();
      const email = `fault-${kind}@example.com`;
      const emailBox = page.getByRole('textbox', { name: englishCatalog['restock.emailLabel'] });
      await emailBox.fill(email);
      await page.getByRole('checkbox', { name: CAPTCHA_NAME }).check();
      demo.server.faults.set({ path: RESTOCK_SIGNUP_PATH, kind });
      await page.getByRole('button', { name: englishCatalog['restock.submit'] }).click();
      await page.locator(`${HOST}[data-state=error]`).waitFor({ timeout: SETTLED });
      expect(await page.getByRole('alert').filter({ hasText: message }).count()).toBe(1);
      expect(await page.getByRole('checkbox', { name: CAPTCHA_NAME }).isChecked()).toBe(false);
      expect(await emailBox.inputValue()).toBe(email);
      expect(await axeViolations(page)).toEqual([]);
      expect(signUps(demo, email)).toEqual([]);

      demo.server.faults.clear();
      await page.getByRole('checkbox', { name: CAPTCHA_NAME }).check();
      await page.getByRole('button', { name: englishCatalog['restock.submit'] }).click();
      await page.locator(`${HOST}[data-state=success]`).waitFor({ timeout: SETTLED });
      expect(signUps(demo, email)).toEqual([{ product_id: 'ceramic-mug', variant_id: 'mug-sand', join_mailing_list: 0 }]);
    });
  }

  it('a slow answer shows "Submitting…" on a busy form, and pressing again (click, Enter) sends nothing more: one request', async () => {
    await openMug();
    await page.getByRole('textbox', { name: englishCatalog['restock.emailLabel'] }).fill('slow@example.com');
    await page.getByRole('checkbox', { name: CAPTCHA_NAME }).check();
    demo.server.faults.set({ path: RESTOCK_SIGNUP_PATH, kind: 'delay', ms: 1500, times: 1 });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === RESTOCK_SIGNUP_PATH) sent.push(request.method());
    });
    const button = page.locator(`${HOST} [part=button]`);
    await button.click();
    await page.locator(`${HOST}[data-state=submitting]`).waitFor({ timeout: SETTLED });
    expect(await button.textContent()).toBe(englishCatalog['restock.submitting']);
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator(`${HOST} [part=form]`).getAttribute('aria-busy')).toBe('true');
    await button.click({ force: true });
    await page.keyboard.press('Enter');
    await page.locator(`${HOST}[data-state=success]`).waitFor({ timeout: SETTLED });
    expect(sent).toEqual(['POST']);
    expect(signUps(demo, 'slow@example.com')).toHaveLength(1);
    expect(problems.all()).toEqual([]);
  });
});
