import { readFile } from 'node:fs/promises';
import { launchBrowser } from '../test/browser/support/launchBrowser';
import { startStaticServer } from '../test/browser/support/startStaticServer';
import { recordPageProblems } from '../test/browser/support/pageProblems';

const dir = '/tmp/sb-out';
const iframe = await readFile(`${dir}/iframe.html`, 'utf8');
import { createHash } from 'node:crypto';
const hashes = (tag: string) => [...iframe.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`).join(' ');
const csp = `script-src 'self' ${hashes('script')}; style-src 'self' ${hashes('style')}`;
console.log(csp);
const server = await startStaticServer(dir, { '/iframe.html': iframe }, { 'content-security-policy': csp });
const browser = await launchBrowser();
const page = await browser.newPage();
const problems = await recordPageProblems(page);
for (const [id, globals] of [['elements-store-add-to-cart--idle', 'args=mode:buy-now'], ['elements-store-add-to-cart--idle', 'args=disabled:!true;label:Buy%20it'], ['elements-store-add-to-cart--idle', 'args=mode:gift-card'] ]) {
  const url = `${server.url}/iframe.html?id=${id}&viewMode=story&${globals}`;
  await page.goto(url);
  await page.waitForTimeout(2500);
  const text = await page.evaluate(`(() => {
    const out = [];
    function visit(root) { for (const el of root.querySelectorAll('*')) { if (el.shadowRoot) { out.push(el.localName + (el.getAttribute('mode') ? '[mode=' + el.getAttribute('mode') + ']' : '') + ': ' + (el.shadowRoot.textContent || '').replace(/\\s+/g, ' ').slice(0, 120)); visit(el.shadowRoot); } } }
    visit(document);
    return (document.querySelector('#storybook-root > div') || {getAttribute(){return 'none'}}).getAttribute('lang') + ' | ' + out.join(' || ');
  })()`);
  console.log(id, globals, '\n  ', text);
}
await page.screenshot({ path: '/tmp/theming.png', fullPage: true }).catch(() => {});
console.log('PROBLEMS', problems.all().slice(0, 40).join('\n'));
await browser.close();
await server.close();
