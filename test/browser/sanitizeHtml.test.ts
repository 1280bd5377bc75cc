import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/launchBrowser';
import { recordPageProblems } from './support/pageProblems';
import { startStaticServer, type StaticServer } from './support/startStaticServer';

const HOSTILE =
  '<h2 style="color:red">Pay in 4</h2><p onclick="window.__ran = 1">Interest-free<script>window.__ran = 2</script></p>' +
  '<img src="/missing.png" onerror="window.__ran = 3" alt="logo"><a href="javascript:window.__ran = 4">more</a>' +
  '<svg><script>window.__ran = 5</script><a href="javascript:window.__ran = 6"><text>x</text></a></svg>' +
  '<iframe srcdoc="<script>parent.__ran = 7</script>"></iframe><form action="/steal"><input name="card"></form>';

const PAGE = `<!doctype html><html lang="en"><head><title>sanitize</title><script src="/harness.js" defer></script></head>
<body><main><div id="target"></div></main></body></html>`;

const STRICT_CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

/** The library's policy allowed by name, or no policy allowed at all (nothing may parse HTML but Document.parseHTML). */
const TRUSTED_TYPES = { 'the policy allowed': 'trusted-types storefront-elements#html', "no policy allowed ('none')": "trusted-types 'none'" } as const;

describe('setSanitizedHtml in Chromium under a strict CSP with Trusted Types', () => {
  let browser: Browser;
  const servers = new Map<string, StaticServer>();
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sanitize-'));
    await writeFile(
      join(dir, 'entry.ts'),
      `import { setSanitizedHtml } from ${JSON.stringify(join(process.cwd(), 'src/core/html/sanitizeHtml.ts'))};
       (window as unknown as { sanitizeInto: (html: string) => void }).sanitizeInto = (html) => setSanitizedHtml(document.getElementById('target')!, html);`,
    );
    await build({ entryPoints: [join(dir, 'entry.ts')], bundle: true, format: 'iife', outfile: join(dir, 'harness.js'), logLevel: 'silent' });
    for (const [name, directive] of Object.entries(TRUSTED_TYPES)) {
      servers.set(name, await startStaticServer(dir, { '/': PAGE }, { 'content-security-policy': `${STRICT_CSP}; ${directive}` }));
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers.values()) await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(Object.keys(TRUSTED_TYPES))('with %s: keeps the text and runs nothing: no script, handler, javascript: link, srcdoc frame or inline style reaches the page; no Trusted Types violation (the only reports are the hostile attributes blocked while they are parsed, and a refused policy)', async (name) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = await recordPageProblems(page);
    await page.goto(`${servers.get(name)!.url}/`);
    await page.waitForFunction(() => typeof (window as unknown as { sanitizeInto?: unknown }).sanitizeInto === 'function');
    await page.evaluate((html) => (window as unknown as { sanitizeInto: (html: string) => void }).sanitizeInto(html), HOSTILE);
    await page.waitForTimeout(300);
    for (const link of await page.locator('#target a').all()) await link.click({ force: true }).catch(() => undefined);
    await page.waitForTimeout(100);
    const outcome = await page.evaluate(() => {
      const target = document.getElementById('target')!;
      return {
        ran: (window as unknown as { __ran?: number }).__ran ?? null,
        text: target.textContent,
        dangerous: target.querySelectorAll('script, iframe, form, input, [style], [onclick], [onerror]').length,
        markup: [...target.querySelectorAll('*')].map((element) => element.tagName),
        javascriptLinks: [...target.querySelectorAll('a')].filter((a) => (a.getAttribute('href') ?? a.getAttribute('xlink:href') ?? '').includes('javascript:')).length,
      };
    });
    expect(outcome).toMatchObject({ ran: null, dangerous: 0, javascriptLinks: 0 });
    expect(outcome.text).toContain('Pay in 4');
    expect(outcome.text).toContain('Interest-free');
    expect(outcome.markup).toEqual(['H2', 'P', 'IMG', 'A', 'svg', 'a', 'text']);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations.filter((report) => !/^(script|style)-src-attr inline |^trusted-types /.test(report))).toEqual([]);
    await context.close();
  });

  it("with no policy allowed ('none') in a browser without Document.parseHTML: shows nothing and says why on the console, without throwing", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = await recordPageProblems(page);
    await page.goto(`${servers.get("no policy allowed ('none')")!.url}/`);
    await page.waitForFunction(() => typeof (window as unknown as { sanitizeInto?: unknown }).sanitizeInto === 'function');
    await page.evaluate((html) => {
      Reflect.deleteProperty(Document, 'parseHTML');
      (window as unknown as { sanitizeInto: (html: string) => void }).sanitizeInto(html);
    }, '<p>Pay in 4</p>');
    expect(await page.locator('#target').evaluate((target) => target.childNodes.length)).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((message) => message.startsWith('[storefront-elements]')).map((message) => message.replace(/ \(http.*\)$/, ''))).toEqual([
      "[storefront-elements] server HTML could not be shown: this page forbids the Trusted Types policy 'storefront-elements#html' and the browser has no Document.parseHTML",
    ]);
    await context.close();
  });
});

