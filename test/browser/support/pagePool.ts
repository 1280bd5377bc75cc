import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A few pages of one browser context, each lent to one task at a time, so a long list of pages is visited by a few tabs in turn. */
export class PagePool {
  private readonly idle: Page[] = [];
  private readonly waiting: ((page: Page) => void)[] = [];
  private created = 0;

  /** `size` pages of `context`, each prepared once by `open` when first needed. */
  private constructor(
    private readonly context: BrowserContext,
    private readonly size: number,
    private readonly open: (page: Page) => Promise<void>,
  ) {}

  /** A pool of `size` pages in a fresh context of `browser`. */
  static async create(browser: Browser, size: number, open: (page: Page) => Promise<void>): Promise<PagePool> {
    return new PagePool(await browser.newContext(), size, open);
  }

  /** Runs `task` with a page of the pool, waiting for one to be free; a page whose task failed is replaced. */
  async use<Result>(task: (page: Page) => Promise<Result>): Promise<Result> {
    const page = await this.acquire();
    let healthy = false;
    try {
      const result = await task(page);
      healthy = true;
      return result;
    } finally {
      if (healthy) this.release(page);
      else {
        this.created -= 1;
        await page.close().catch(() => undefined);
        const next = this.waiting.shift();
        if (next) void this.acquire().then(next);
      }
    }
  }

  /** Closes every page and the context. */
  close(): Promise<void> {
    return this.context.close();
  }

  private async acquire(): Promise<Page> {
    const page = this.idle.pop();
    if (page) return page;
    if (this.created < this.size) {
      this.created += 1;
      const fresh = await this.context.newPage();
      await this.open(fresh);
      return fresh;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(page: Page): void {
    const next = this.waiting.shift();
    if (next) next(page);
    else this.idle.push(page);
  }
}
