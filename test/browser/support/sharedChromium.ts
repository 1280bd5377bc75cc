import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './launchBrowser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** WebSocket endpoint of the browser project's shared Chromium; launchBrowser connects to it. */
    chromiumEndpoint?: string;
  }
}

/** globalSetup of the browser projects: one headless Chromium for every test file instead of one launch per file. */
export default async function sharedChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(chromiumLaunchOptions);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
