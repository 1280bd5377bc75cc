import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startStaticServer, type StaticServer } from './support/startStaticServer';
import { buildStorybook } from './support/buildStorybook';
import { axeViolations } from './support/axeViolations';
import { recordPageProblems, type PageProblems } from './support/pageProblems';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const QUIET_MS = 300;
const SETTLE_LIMIT_MS = 20_000;

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
        return `${document.querySelector('#storybook-root')?.innerHTML.length}|${parts.join(',')}`;
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

describe('axe-core on every story', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    server = await startStaticServer(storybook.dir);
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

  describe.concurrent('each story in its own browser context', () => {
    for (const story of storybook.stories) {
      it(`${story.title} › ${story.name} has no WCAG A/AA violations and no page errors`, async ({ expect }) => {
        const context: BrowserContext = await browser.newContext();
        try {
          const page = await context.newPage();
          const problems: PageProblems = await recordPageProblems(page);
          await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
          await waitForStoryToSettle(page);
          expect(await axeViolations(page, { include: '#storybook-root', tags: WCAG_TAGS })).toEqual([]);
          expect(problems.pageErrors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
});
