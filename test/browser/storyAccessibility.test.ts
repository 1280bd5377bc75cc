import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SUPPORTED_LOCALES } from '../../src/core/i18n';
import { launchBrowser } from './support/launchBrowser';
import { startStaticServer, type StaticServer } from './support/startStaticServer';
import { buildStorybook, type BuiltStory } from './support/buildStorybook';
import { axeViolations } from './support/axeViolations';
import { recordPageProblems, type PageProblems } from './support/pageProblems';
import { storybookCsp } from './support/storybookCsp';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const QUIET_MS = 300;
const SETTLE_LIMIT_MS = 20_000;
/** Besides en-US, every story is scanned in these locales (switched on the same page, as the toolbar does): a second Latin-script catalog and a CJK one. */
const SWITCHED_LOCALES = ['fr-CA', 'ja-JP'] as const;
/** Inline handlers of server HTML that DOMPurify meets while parsing it in an inert document: reported and blocked, never run (sanitizeHtml.test.ts). */
const SANITISER_REPORT = /^script-src-attr inline /;

const storybook = await buildStorybook();

/** Resolves once the story's elements have stopped changing (data-state and shadow content) for QUIET_MS. */
async function waitForStoryToSettle(page: Page): Promise<void> {
  await page.locator('body.sb-show-main').waitFor({ state: 'attached', timeout: SETTLE_LIMIT_MS });
  await page.waitForFunction(
    ({ quietMs }) => {
      const fingerprint = () => {
        const parts: string[] = [];
        const visit = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll('*')) {
            if (!element.localName.startsWith('store-')) continue;
            parts.push(`${element.localName}:${element.getAttribute('data-state')}:${element.shadowRoot?.innerHTML.length ?? -1}`);
            if (element.shadowRoot) visit(element.shadowRoot);
          }
        };
        visit(document);
        return `${document.querySelector('#storybook-root, #storybook-docs')?.innerHTML.length}|${parts.join(',')}`;
      };
      const state = window as unknown as { settle?: { print: string; since: number } };
      const print = fingerprint();
      const now = performance.now();
      if (!state.settle || state.settle.print !== print) state.settle = { print, since: now };
      return print.includes('store-') && now - state.settle.since >= quietMs;
    },
    { quietMs: QUIET_MS },
    { timeout: SETTLE_LIMIT_MS, polling: 50 },
  );
}

/** The story's URL in the given locale (the toolbar's locale global). */
function storyUrl(server: StaticServer, story: BuiltStory, locale: string, extra = ''): string {
  return `${server.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=locale:${locale}${extra}`;
}

/** Switches the story's locale global on the page, as the toolbar does, and resolves once the story shows it. */
async function switchLocale(page: Page, locale: string): Promise<void> {
  await page.evaluate((value) => {
    delete (window as unknown as { settle?: unknown }).settle;
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { onUpdateGlobals(update: unknown): Promise<void> } }).__STORYBOOK_PREVIEW__;
    return preview.onUpdateGlobals({ globals: { locale: value } });
  }, locale);
  await page.locator(`#storybook-root [lang="${locale}"]`).first().waitFor({ state: 'attached', timeout: SETTLE_LIMIT_MS });
}

/** The text of every rendered `tag` (shadow content, whitespace collapsed), in document order. */
function shadowTexts(page: Page, tag: string): Promise<string[]> {
  return page.evaluate(
    (name) => [...document.querySelectorAll(name)].map((element) => (element.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim()),
    tag,
  );
}

function storyNamed(title: string, name: string): BuiltStory {
  const story = storybook.stories.find((entry) => entry.title === title && entry.name === name);
  if (!story) throw new Error(`no story ${title} › ${name}`);
  return story;
}

describe('axe-core and the CSP on every story, in en-US, fr-CA and ja-JP', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const iframe = await readFile(join(storybook.dir, 'iframe.html'), 'utf8');
    server = await startStaticServer(storybook.dir, { '/iframe.html': iframe }, { 'content-security-policy': storybookCsp(iframe) });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await storybook.remove();
  });

  it('finds stories for every product-page element', () => {
    const titles = new Set(storybook.stories.map((story) => story.title));
    for (const tag of ['store-product', 'store-variant-select', 'store-quantity-input', 'store-product-price', 'store-product-badge', 'store-scarcity', 'store-add-to-cart', 'store-cart-pill', 'store-cart', 'store-quick-view']) {
      expect([...titles].some((title) => title.endsWith(tag)), tag).toBe(true);
    }
  });

  it('renders in every catalog, prices in the locale, args drive attributes live, themes through --store-* and ::part', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const problems = await recordPageProblems(page);
      const withOptions = storyNamed('Elements/Product page', 'With Options');
      for (const locale of SUPPORTED_LOCALES) {
        const catalog = JSON.parse(await readFile(`src/locales/${locale}.json`, 'utf8')) as Record<string, string>;
        await page.goto(storyUrl(server, withOptions, locale));
        await waitForStoryToSettle(page);
        expect(await page.locator('#storybook-root [lang]').first().getAttribute('lang'), locale).toBe(locale);
        expect(await shadowTexts(page, 'store-add-to-cart'), locale).toEqual([catalog['addToCart.label.add']]);
      }

      await page.goto(storyUrl(server, storyNamed('Elements/Product page', 'Japanese Store'), 'en-US'));
      await waitForStoryToSettle(page);
      expect(await shadowTexts(page, 'store-product-price')).toEqual([expect.stringContaining('¥2,400')]);
      expect(await shadowTexts(page, 'store-add-to-cart')).toEqual(['カートに追加']);

      const idle = storyNamed('Elements/store-add-to-cart', 'Idle');
      await page.goto(storyUrl(server, idle, 'en-US', '&args=mode:buy-now;label:Buy%20it'));
      await waitForStoryToSettle(page);
      expect(await page.locator('store-add-to-cart').getAttribute('mode')).toBe('buy-now');
      expect(await shadowTexts(page, 'store-add-to-cart')).toEqual(['Buy it']);
      await page.evaluate((storyId) => {
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { onUpdateArgs(update: unknown): Promise<void> } }).__STORYBOOK_PREVIEW__;
        return preview.onUpdateArgs({ storyId, updatedArgs: { label: 'Live label', disabled: true } });
      }, idle.id);
      await expect.poll(() => shadowTexts(page, 'store-add-to-cart')).toEqual(['Live label']);
      expect(await page.locator('store-add-to-cart').getAttribute('disabled')).toBe('');

      await page.goto(storyUrl(server, storyNamed('Theming/Product page', 'Default Dark And Brand'), 'en-US'));
      await waitForStoryToSettle(page);
      const looks = await page.evaluate(() =>
        [...document.querySelectorAll('store-add-to-cart')].map((element) => {
          const button = getComputedStyle(element.shadowRoot!.querySelector('[part="button"]')!);
          return { background: button.backgroundColor, radius: button.borderTopLeftRadius, transform: button.textTransform };
        }),
      );
      expect(looks).toHaveLength(3);
      expect(new Set(looks.map((look) => look.background)).size).toBe(3);
      expect(looks[2]).toMatchObject({ radius: '999px', transform: 'uppercase' });
      expect(await axeViolations(page, { include: '#storybook-root', tags: WCAG_TAGS })).toEqual([]);
      expect(problems.all()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  describe.concurrent('each story in its own browser context, one page for its three locales', () => {
    for (const story of storybook.stories) {
      it(`${story.title} › ${story.name} has no WCAG A/AA violations, page errors or CSP violations in en-US, fr-CA and ja-JP (or its own locale)`, async ({ expect }) => {
        const context: BrowserContext = await browser.newContext();
        try {
          const page = await context.newPage();
          const problems: PageProblems = await recordPageProblems(page);
          await page.goto(storyUrl(server, story, 'en-US'));
          await waitForStoryToSettle(page);
          expect(await axeViolations(page, { include: '#storybook-root', tags: WCAG_TAGS }), 'en-US').toEqual([]);
          const ownLocale = await page.locator('#storybook-root [lang]').first().getAttribute('lang');
          for (const locale of ownLocale === 'en-US' ? SWITCHED_LOCALES : []) {
            await switchLocale(page, locale);
            await waitForStoryToSettle(page);
            expect(await axeViolations(page, { include: '#storybook-root', tags: WCAG_TAGS }), locale).toEqual([]);
          }
          expect(problems.pageErrors).toEqual([]);
          expect(problems.cspViolations.filter((report) => !SANITISER_REPORT.test(report))).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });

  describe.skipIf(storybook.docs.length === 0)('each docs page once (when @storybook/addon-docs is configured)', { concurrent: true }, () => {
    for (const docs of storybook.docs) {
      it(`${docs.title} docs page has no WCAG A/AA violations or page errors`, async ({ expect }) => {
        const context: BrowserContext = await browser.newContext();
        try {
          const page = await context.newPage();
          const problems: PageProblems = await recordPageProblems(page);
          await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(docs.id)}&viewMode=docs`);
          await waitForStoryToSettle(page);
          expect(await axeViolations(page, { include: '#storybook-docs', tags: WCAG_TAGS })).toEqual([]);
          expect(problems.pageErrors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
});
