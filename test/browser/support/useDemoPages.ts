import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './launchBrowser';
import { recordPageProblems, type PageProblems } from './pageProblems';
import { startDemo, type Demo } from './startDemo';

/** What each test of a file gets: the file's server, and a fresh browser context with one page. */
export interface DemoPages {
  readonly demo: Demo;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly problems: PageProblems;
}

/**
 * One browser and one reference server for the whole file; each test gets a fresh context and page whose CSP
 * violations and uncaught errors must stay empty. Fault switches are cleared after every test.
 */
export function useDemoPages(): DemoPages {
  let browser: Browser | undefined;
  const state: { demo?: Demo; context?: BrowserContext; page?: Page; problems?: PageProblems } = {};
  beforeAll(async () => {
    browser = await launchBrowser();
    state.demo = await startDemo();
  });
  afterAll(async () => {
    await browser?.close();
    await state.demo?.close();
  });
  beforeEach(async () => {
    state.context = await browser!.newContext();
    state.page = await state.context.newPage();
    state.problems = await recordPageProblems(state.page);
  });
  afterEach(async () => {
    state.demo?.server.faults.clear();
    expect(state.problems?.cspViolations).toEqual([]);
    expect(state.problems?.pageErrors).toEqual([]);
    await state.context?.close();
  });
  return {
    get demo() {
      return state.demo!;
    },
    get context() {
      return state.context!;
    },
    get page() {
      return state.page!;
    },
    get problems() {
      return state.problems!;
    },
  };
}
