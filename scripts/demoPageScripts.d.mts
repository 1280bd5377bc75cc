import type { Browser } from 'playwright-core';

export declare const DEMO_PRODUCT_PAGE: string;
export declare function demoPageScripts(browser: Browser, url: string, options?: { module?: boolean }): Promise<{ path: string; body: Buffer; gzip: number }[]>;
