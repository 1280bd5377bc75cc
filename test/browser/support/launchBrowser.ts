import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { inject } from 'vitest';

/** Path of Debian's Chromium, the only browser this project drives. Default /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch options of headless Chromium with the flags this sandboxed machine needs. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
};

/**
 * Connects to the browser project's shared Chromium (started once by sharedChromium.ts) or, without one, launches headless
 * Chromium. Closing the result closes its contexts and, when shared, only disconnects.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumLaunchOptions);
}

/** Launches a Chromium of its own with the back/forward cache on (Playwright turns it off; the shared one keeps it off). */
export function launchBrowserWithBackForwardCache(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
}
