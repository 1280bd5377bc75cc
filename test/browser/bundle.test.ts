import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startStaticServer, type StaticServer } from './support/startStaticServer';
import { declaredTags } from './support/declaredTags';
import { distFolder } from './support/distFolder';

const strictPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

const page = (scripts: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bundle</title></head>
<body>${`<script src="/${distFolder}/storefront-elements.js"></script>`.repeat(scripts)}</body></html>`;

describe(`${distFolder}/storefront-elements.js in Chromium`, () => {
  let browser: Browser;
  let server: StaticServer;
  const tags = declaredTags();

  beforeAll(async () => {
    server = await startStaticServer('.', { '/one.html': page(1), '/two.html': page(2) }, { 'content-security-policy': strictPolicy });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('declares elements in custom-elements.json', () => {
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/^store-[a-z-]+$/);
  });

  it('registers every declared element under a strict Content-Security-Policy', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await tab.goto(`${server.url}/one.html`);
    const defined = await tab.evaluate((names) => names.filter((name) => customElements.get(name) !== undefined), tags);
    expect(defined).toEqual(tags);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns, and never throws, when a second copy of the bundle loads', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    const warnings: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await tab.goto(`${server.url}/two.html`);
    const defined = await tab.evaluate((names) => names.every((name) => customElements.get(name) !== undefined), tags);
    expect(defined).toBe(true);
    expect(errors).toEqual([]);
    expect(warnings.some((text) => text.includes('already defined by another copy of storefront-elements'))).toBe(true);
    await context.close();
  });
});
