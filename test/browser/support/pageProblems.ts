import type { Page } from 'playwright-core';

/** Console errors, uncaught page errors and Content-Security-Policy violations seen by one page. */
export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  readonly cspViolations: string[];
  /** Every problem, one line each. */
  all(): string[];
}

const VIOLATION_PREFIX = '[csp-violation]';

/** Starts recording a page's problems; call before the first navigation. */
export async function recordPageProblems(page: Page): Promise<PageProblems> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];
  await page.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.info(`${prefix} ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} sample=${JSON.stringify(event.sample)}`);
    });
  }, VIOLATION_PREFIX);
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(VIOLATION_PREFIX)) cspViolations.push(text.slice(VIOLATION_PREFIX.length + 1));
    else if (message.type() === 'error') consoleErrors.push(`${text} (${message.location().url})`);
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    consoleErrors,
    pageErrors,
    cspViolations,
    all: () => [...consoleErrors.map((text) => `console: ${text}`), ...pageErrors.map((text) => `pageerror: ${text}`), ...cspViolations.map((text) => `csp: ${text}`)],
  };
}
