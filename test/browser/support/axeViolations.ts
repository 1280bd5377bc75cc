import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** One axe-core violation, flattened for readable assertion diffs. */
export interface AxeFinding {
  readonly rule: string;
  readonly impact: string | null;
  readonly help: string;
  /** CSS selectors of the failing nodes (shadow hosts first for nodes in shadow roots). */
  readonly targets: string[];
  /** axe's own explanation of the first failing node. */
  readonly summary: string;
}

/** Options of axeViolations. */
export interface AxeOptions {
  /** Only check inside this selector. Default the whole page. */
  readonly include?: string;
  /** Only run rules with these tags. Default every rule axe enables by default (WCAG A/AA and best practices). */
  readonly tags?: readonly string[];
  /** Skip these selectors (third-party chrome only, each with its upstream cause). Default none. */
  readonly exclude?: readonly string[];
}

/** Waits until every finite CSS animation of the page and of its open shadow roots has finished (e.g. the cart pill's fade-in). */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const animations: Animation[] = [...document.getAnimations()];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (!element.shadowRoot) continue;
        animations.push(...element.shadowRoot.getAnimations());
        visit(element.shadowRoot);
      }
    };
    visit(document);
    const finite = animations.filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The WCAG 2.5.3 rule every scan must run. */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/** The violations of a run, once it is known that axe-core is 4.14 or newer and ran label-content-name-mismatch. */
function findingsOf(results: AxeResults): AxeFinding[] {
  const [major = 0, minor = 0] = results.testEngine.version.split('.').map(Number);
  if (major < 4 || (major === 4 && minor < 14)) throw new Error(`axe-core ${results.testEngine.version} is older than 4.14`);
  const ran = [...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].some((rule) => rule.id === LABEL_IN_NAME);
  if (!ran) throw new Error(`axe did not run ${LABEL_IN_NAME} (WCAG 2.5.3 Label in Name)`);
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' >>> ')),
    summary: violation.nodes[0]?.failureSummary ?? '',
  }));
}

/** Runs axe-core on the page (a page from browser.newContext()) once its animations have finished, and returns its violations; throws unless axe-core is 4.14 or newer and ran label-content-name-mismatch. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeFinding[]> {
  await animationsFinished(page);
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  if (options.tags) builder = builder.withTags([...options.tags]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  return findingsOf(await builder.analyze());
}

let axeSource: string | undefined;

/**
 * Like axeViolations, for a page that shows one view after another without reloading (Storybook's preview): axe-core is
 * injected once per document and run in it directly, without AxeBuilder's per-call injection and its extra page for
 * the frame merge. Throws if the checked part holds a frame, which only axeViolations scans.
 */
export async function axeViolationsInPlace(page: Page, options: AxeOptions = {}): Promise<AxeFinding[]> {
  await animationsFinished(page);
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= (createRequire(import.meta.url)('axe-core') as { source: string }).source;
    await page.evaluate(axeSource);
  }
  const runOptions: RunOptions = { iframes: false, ...(options.tags ? { runOnly: { type: 'tag', values: [...options.tags] } } : {}) };
  const results = await page.evaluate(
    async ({ include, exclude, runOptions }) => {
      const root = include ? document.querySelector(include) : document.documentElement;
      if (root?.querySelector('iframe, frame, object')) throw new Error(`${include ?? 'the page'} holds a frame: use axeViolations`);
      const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
      return axe.run({ include: include ? [include] : [document], exclude: [...exclude] }, runOptions);
    },
    { include: options.include, exclude: options.exclude ?? [], runOptions },
  );
  return findingsOf(results);
}
