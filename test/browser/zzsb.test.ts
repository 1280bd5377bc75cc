import { it } from 'vitest';
import { launchBrowser } from './support/launchBrowser';
import { startStaticServer } from './support/startStaticServer';
it('sb', async () => {
  const server = await startStaticServer('/tmp/sb-static', {}, {});
  const browser = await launchBrowser();
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  const ids = process.env.SB_IDS!.split(',');
  for (const id of ids) {
    await tab.goto(`${server.url}/iframe.html?id=${id}&viewMode=story`);
    await tab.waitForTimeout(1500);
    const text = await tab.evaluate(() => [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('store-')).map((e) => `${e.localName}[${e.getAttribute('data-state')}]: ${e.shadowRoot?.textContent?.trim().slice(0, 80)}`).join(' | '));
    console.log(id, '=>', text);
  }
  console.log('errors', errors);
  await browser.close(); await server.close();
});
