import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import englishCatalog from '../../src/locales/en-US.json';
import { axeViolations } from './support/axeViolations';
import { deepActiveElement } from './support/deepActiveElement';
import { focusedName, tabTo, typeAt } from './support/keyboardFocus';
import { launchBrowser } from './support/launchBrowser';
import { recordPageProblems, type PageProblems } from './support/pageProblems';
import { startDemo, type Demo } from './support/startDemo';

const FORM = 'section.contact-form store-form';
const NEWSLETTER = 'section.newsletter store-form';
const SAVE_PATH = '/api/form/SaveFormSubmission';
const REQUIRED = ['ef-name', 'ef-email', 'ef-date', 'ef-guests', 'ef-room', 'ef-contact-by', 'ef-message'];
const SETTLED = 10_000;

/** Field id → the error shown above it. */
async function errorsShown(page: Page, host: string): Promise<Record<string, string>> {
  return page.locator(host).evaluate((element) =>
    Object.fromEntries(
      [...element.shadowRoot!.querySelectorAll('[part="field"]')]
        .filter((field) => field.querySelector('[part="field-error"]'))
        .map((field) => [field.getAttribute('data-field-id'), field.querySelector('[part="field-error"]')!.textContent]),
    ),
  );
}

async function submissions(demo: Demo): Promise<{ formId: string | null; values: Record<string, unknown> }[]> {
  return ((await (await fetch(`${demo.url}/api/dev/submissions`)).json()) as { submissions: { formId: string | null; values: Record<string, unknown> }[] }).submissions;
}

/** Fills every required field of the every-field form (plus a phone) by keyboard, starting from wherever focus is. */
async function fillByKeyboard(page: Page): Promise<void> {
  await typeAt(page, 'ef-name.First', 'Ada');
  await typeAt(page, 'ef-name.Last', 'Lovelace');
  await typeAt(page, 'ef-email', 'ada@example.com');
  await typeAt(page, 'ef-phone.Areacode', '555');
  await typeAt(page, 'ef-phone.Prefix', '123');
  await typeAt(page, 'ef-phone.Line', '4567');
  await typeAt(page, 'ef-date.Month', '12');
  await typeAt(page, 'ef-date.Day', '10');
  await typeAt(page, 'ef-date.Year', '2026');
  await typeAt(page, 'ef-guests', '3');
  await tabTo(page, 'ef-room');
  await page.keyboard.press('w');
  await tabTo(page, 'ef-contact-by');
  await page.keyboard.press('Space');
  await tabTo(page, 'ef-message');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Hello from the keyboard.');
}

/** Tabs to `name`, selects what it holds and types `text` over it, by keyboard only. */
async function retypeAt(page: Page, name: string, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Retypes each named control's answer by keyboard, in order. */
async function retypeAll(page: Page, answers: Readonly<Record<string, string>>): Promise<void> {
  for (const [name, text] of Object.entries(answers)) await retypeAt(page, name, text);
}

describe('<store-form> on the demo contact page in Chromium', () => {
  let browser: Browser;
  let demo: Demo;

  beforeAll(async () => {
    browser = await launchBrowser();
    demo = await startDemo();
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });

  async function open(path = '/contact'): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = await recordPageProblems(page);
    await page.goto(`${demo.url}${path}`);
    await page.locator(`${FORM}[data-state=editing]`).waitFor({ timeout: SETTLED });
    return { context, page, problems };
  }

  it('by keyboard alone: empty submit, email and limit messages, captcha required, then success; axe clean in every state; no CSP or Trusted Types violation', async () => {
    const { context, page, problems } = await open();
    try {
      const captchaBox = page.locator(`${FORM} [slot=captcha] input[type=checkbox]`);
      await captchaBox.waitFor({ timeout: SETTLED });
      expect(await page.locator('script[data-store-captcha]').getAttribute('src')).toBe(`${demo.url}/api/dev/captcha.js?render=explicit`);
      expect(await axeViolations(page)).toEqual([]);

      await tabTo(page, 'submit');
      await page.keyboard.press('Enter');
      await page.locator(`${FORM}[data-state=error]`).waitFor();
      expect(await errorsShown(page, FORM)).toEqual(Object.fromEntries(REQUIRED.map((id) => [id, 'Required'])));
      expect(await focusedName(page)).toBe('ef-name.First');
      expect(await page.locator(`${FORM} [part=error]`).textContent()).toBe('Your form has encountered a problem. Please scroll up to review.');
      expect(await axeViolations(page)).toEqual([]);

      await fillByKeyboard(page);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('x'.repeat(201));
      expect(await page.locator(`${FORM} [part~=counter]`).textContent()).toBe('201 / 200');
      expect(await page.locator(`${FORM} [part~=counter]`).getAttribute('data-over')).toBe('');
      await tabTo(page, 'ef-email');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('ada@example');
      await tabTo(page, 'submit');
      await page.keyboard.press('Enter');
      await expect.poll(() => errorsShown(page, FORM)).toEqual({
        'ef-email': 'Email is not valid. Email addresses should follow the format user@domain.com.',
        'ef-message': 'You have exceeded the character limit.',
      });
      await expect.poll(() => focusedName(page)).toBe('ef-email');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('ada@example.com');
      await tabTo(page, 'ef-message');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Hello from the keyboard.');

      await tabTo(page, 'submit');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator(`${FORM} [part=captcha-error]`).textContent()).toBe('Complete CAPTCHA before submitting.');
      expect(await submissions(demo)).toEqual([]);

      await tabTo(page, '0');
      await page.keyboard.press('Space');
      expect(await captchaBox.isChecked()).toBe(true);
      demo.server.faults.set({ path: SAVE_PATH, kind: 'delay', ms: 1500, times: 1 });
      await tabTo(page, 'submit');
      await page.keyboard.press('Enter');
      await page.locator(`${FORM}[data-state=submitting]`).waitFor();
      expect(await page.locator(`${FORM} [part=submit]`).textContent()).toBe('Saving…');
      expect(await page.locator(`${FORM} [part=status]`).textContent()).toBe('Submitting…');
      expect(await axeViolations(page)).toEqual([]);

      await page.locator(`${FORM}[data-state=success]`).waitFor({ timeout: SETTLED });
      expect(await page.locator(`${FORM} [part=success]`).textContent()).toBe('Thank you! We will be in touch within two working days.');
      expect((await deepActiveElement(page))?.part).toBe('success');
      expect(await page.locator(`${FORM} [slot=captcha]`).count()).toBe(0);
      const [saved] = await submissions(demo);
      expect(saved?.formId).toBe('every-field-form');
      expect(saved?.values).toMatchObject({
        'ef-name': { First: 'Ada', Last: 'Lovelace' },
        'ef-email': 'ada@example.com',
        'ef-phone': { Country: '', Areacode: '555', Prefix: '123', Line: '4567' },
        'ef-room': 'Workshop',
        'ef-contact-by': 'Email',
        'ef-source': 'demo-contact-page',
        'ef-message': 'Hello from the keyboard.',
      });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('impossible answers typed by keyboard (13/40/0, 99:99, -5 guests, area code "ab", "not a url") get a message at each field and nothing is stored; corrected, they are saved', async () => {
    const { context, page, problems } = await open();
    try {
      const captchaBox = page.locator(`${FORM} [slot=captcha] input[type=checkbox]`);
      await captchaBox.waitFor({ timeout: SETTLED });
      const savedBefore = (await submissions(demo)).length;
      await page.locator(`${FORM} [name="ef-name.First"]`).focus();
      await fillByKeyboard(page);
      await tabTo(page, '0');
      await page.keyboard.press('Space');
      await page.locator(`${FORM} [name="ef-name.First"]`).focus();
      await retypeAll(page, {
        'ef-phone.Areacode': 'ab', 'ef-website': 'not a url', 'ef-date.Month': '13', 'ef-date.Day': '40', 'ef-date.Year': '0',
        'ef-time.Hour': '99', 'ef-time.Minute': '99', 'ef-guests': '-5', 'ef-budget': '-3.999',
      });
      await tabTo(page, 'submit');
      await page.keyboard.press('Enter');
      await expect.poll(() => errorsShown(page, FORM)).toEqual({
        'ef-phone': 'Enter the phone number in digits: a 3-digit area code, a 3-digit prefix and a 4-digit line number.',
        'ef-website': 'Enter a web address, like https://example.com.',
        'ef-date': 'Enter a date with month 1–12, day 1–31 and a four-digit year from 1800 to 2200.',
        'ef-time': 'Enter a time with hour 0–23, or 1–12 with AM or PM, and minutes and seconds 0–59.',
        'ef-guests': 'Enter a number of at least 1.',
        'ef-budget': 'Enter an amount of 0 or more, like 12.50.',
      });
      expect(await page.locator(`${FORM}`).getAttribute('data-state')).toBe('error');
      expect(await focusedName(page)).toBe('ef-phone.Areacode');
      expect(await page.locator(`${FORM} [part=error]`).textContent()).toBe('Your form has encountered a problem. Please scroll up to review.');
      expect(await axeViolations(page)).toEqual([]);
      expect(await submissions(demo)).toHaveLength(savedBefore);

      await retypeAll(page, {
        'ef-phone.Areacode': '555', 'ef-website': 'example.com', 'ef-date.Month': '2', 'ef-date.Day': '29', 'ef-date.Year': '2028',
        'ef-time.Hour': '18', 'ef-time.Minute': '45', 'ef-guests': '4', 'ef-budget': '120.50',
      });
      await tabTo(page, 'submit');
      await page.keyboard.press('Enter');
      await page.locator(`${FORM}[data-state=success]`).waitFor({ timeout: SETTLED });
      const saved = (await submissions(demo)).slice(savedBefore);
      expect(saved).toHaveLength(1);
      expect(saved[0]?.values).toMatchObject({
        'ef-phone': { Country: '', Areacode: '555', Prefix: '123', Line: '4567' },
        'ef-website': 'https://example.com',
        'ef-date': { Month: '2', Day: '29', Year: '2028' },
        'ef-time': { Hour: '18', Minute: '45', Second: '', Ampm: '' },
        'ef-guests': '4',
        'ef-budget': '120.50',
      });
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('429 and 500 show their spec messages, keep the answers and reset the captcha; a server per-field error shows at its field', async () => {
    const { context, page, problems } = await open();
    try {
      const captchaBox = page.locator(`${FORM} [slot=captcha] input[type=checkbox]`);
      await captchaBox.waitFor({ timeout: SETTLED });
      const savedBefore = (await submissions(demo)).length;
      await page.locator(`${FORM} [name="ef-name.First"]`).focus();
      await fillByKeyboard(page);
      const cases: ['429' | '500', string][] = [
        ['429', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
        ['500', 'Unable to send form. Please try again later.'],
      ];
      for (const [kind, message] of cases) {
        await captchaBox.check();
        demo.server.faults.set({ path: SAVE_PATH, kind, times: 1 });
        await page.locator(`${FORM} [part=submit]`).click();
        await expect.poll(() => page.locator(`${FORM} [part=error]`).textContent(), { timeout: SETTLED }).toBe(message);
        expect(await page.locator(`${FORM}`).getAttribute('data-state')).toBe('error');
        expect(await page.locator(`${FORM} [name="ef-name.First"]`).inputValue()).toBe('Ada');
        expect(await page.locator(`${FORM} [name="ef-email"]`).inputValue()).toBe('ada@example.com');
        expect(await page.locator(`${FORM} [name="ef-phone.Line"]`).inputValue()).toBe('4567');
        expect(await page.locator(`${FORM} [name="ef-room"]`).inputValue()).toBe('Workshop');
        expect(await page.locator(`${FORM} textarea`).inputValue()).toBe('Hello from the keyboard.');
        expect(await captchaBox.isChecked()).toBe(false);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(await submissions(demo)).toHaveLength(savedBefore);

      await page.route('**/api/dev/forms/newsletter-form', async (route) => {
        const form = (await (await route.fetch()).json()) as { fields: { id: string; required: boolean }[] };
        await route.fulfill({ json: { ...form, fields: form.fields.map((field) => ({ ...field, required: false })) } });
      });
      await page.reload();
      await page.locator(`${NEWSLETTER}[data-state=editing]`).waitFor({ timeout: SETTLED });
      await page.locator(`${NEWSLETTER} [part=submit]`).click();
      await expect.poll(() => errorsShown(page, NEWSLETTER), { timeout: SETTLED }).toEqual({ 'nl-email': 'Required' });
      expect(await page.locator(`${NEWSLETTER} [part=error]`).textContent()).toBe('One or more fields is invalid, please check your entries.');
      expect(await focusedName(page)).toBe('nl-email');
      expect(problems.cspViolations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('dropped after the answer: the form says it could not tell, keeps the answers, and sending again saves the submission once', async () => {
    const { context, page, problems } = await open();
    try {
      const captchaBox = page.locator(`${FORM} [slot=captcha] input[type=checkbox]`);
      await captchaBox.waitFor({ timeout: SETTLED });
      const savedBefore = (await submissions(demo)).length;
      const saves: (string | null)[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(SAVE_PATH)) saves.push(request.headers()['idempotency-key'] ?? null);
      });
      await page.locator(`${FORM} [name="ef-name.First"]`).focus();
      await fillByKeyboard(page);
      await captchaBox.check();
      demo.server.faults.set({ path: SAVE_PATH, kind: 'drop-after', times: 1 });
      await page.locator(`${FORM} [part=submit]`).click();
      await expect.poll(() => page.locator(`${FORM} [part=error]`).textContent(), { timeout: SETTLED }).toBe(englishCatalog['api.form.outcomeUnknown']);
      expect(await page.locator(FORM).getAttribute('data-state')).toBe('error');
      expect(await page.locator(`${FORM} [name="ef-email"]`).inputValue()).toBe('ada@example.com');
      expect(await page.locator(`${FORM} textarea`).inputValue()).toBe('Hello from the keyboard.');
      expect(await submissions(demo)).toHaveLength(savedBefore + 1);
      expect(await axeViolations(page)).toEqual([]);

      await captchaBox.check();
      await page.locator(`${FORM} [part=submit]`).click();
      await page.locator(`${FORM}[data-state=success]`).waitFor({ timeout: SETTLED });
      expect(await submissions(demo)).toHaveLength(savedBefore + 1);
      expect(saves).toHaveLength(2);
      expect(saves[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(saves[1]).toBe(saves[0]);
      expect(problems.cspViolations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("an unconfigured form answers 'This form has not been configured yet.'; a submissionHTML's <img onerror> and <script> run nothing (the only reports are the handler blocked while DOMPurify parses it); a redirect form redirects", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = await recordPageProblems(page);
    try {
      let variant: 'unconfigured' | 'html' | 'real' = 'unconfigured';
      await page.route('**/api/dev/forms/newsletter-form', async (route) => {
        const form = (await (await route.fetch()).json()) as Record<string, unknown>;
        if (variant === 'unconfigured') await route.fulfill({ json: { ...form, id: 'unconfigured-form' } });
        else if (variant === 'html') {
          await route.fulfill({
            json: { ...form, successRedirect: '', submissionHTML: { html: '<p id="thanks">Thanks <b>friend</b></p><img src="/none.png" alt="" onerror="window.pwned = 1"><script>window.pwned = 2</script>' } },
          });
        } else await route.fulfill({ json: form });
      });
      await page.goto(`${demo.url}/contact`);
      await page.locator(`${NEWSLETTER}[data-state=editing]`).waitFor({ timeout: SETTLED });
      await page.locator(`${NEWSLETTER} [name="nl-email"]`).fill('grace@example.com');
      await page.locator(`${NEWSLETTER} [part=submit]`).click();
      await expect.poll(() => page.locator(`${NEWSLETTER} [part=error]`).textContent(), { timeout: SETTLED }).toBe('This form has not been configured yet.');
      expect(await page.locator(`${NEWSLETTER} [name="nl-email"]`).inputValue()).toBe('grace@example.com');

      variant = 'html';
      await page.reload();
      await page.locator(`${NEWSLETTER}[data-state=editing]`).waitFor({ timeout: SETTLED });
      await page.locator(`${NEWSLETTER} [name="nl-email"]`).fill('grace@example.com');
      await page.locator(`${NEWSLETTER} [part=submit]`).click();
      await page.locator(`${NEWSLETTER}[data-state=success]`).waitFor({ timeout: SETTLED });
      const success = page.locator(`${NEWSLETTER} [part=success]`);
      expect(await success.locator('b').textContent()).toBe('friend');
      expect(await success.locator('script').count()).toBe(0);
      expect(await success.locator('img').evaluate((image) => image.hasAttribute('onerror'))).toBe(false);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
      expect(await axeViolations(page)).toEqual([]);

      variant = 'real';
      await page.reload();
      await page.locator(`${NEWSLETTER}[data-state=editing]`).waitFor({ timeout: SETTLED });
      await page.locator(`${NEWSLETTER} [name="nl-email"]`).fill('hopper@example.com');
      await Promise.all([page.waitForURL(`${demo.url}/contact/thanks`, { timeout: SETTLED }), page.locator(`${NEWSLETTER} [part=submit]`).click()]);
      expect(await page.locator('h1').textContent()).toBe('Thanks for signing up');
      expect((await submissions(demo)).filter((submission) => submission.formId === 'newsletter-form').map((submission) => submission.values['nl-email'])).toEqual(['grace@example.com', 'hopper@example.com']);
      expect(problems.cspViolations.filter((report) => !/^script-src-attr inline /.test(report))).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
