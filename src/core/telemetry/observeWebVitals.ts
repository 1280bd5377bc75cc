import { onINP } from 'web-vitals/attribution/onINP.js';
import { onCLS } from 'web-vitals/onCLS.js';
import { onFCP } from 'web-vitals/onFCP.js';
import { onLCP } from 'web-vitals/onLCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';

/** The metrics the collector measures. */
export type MetricName = 'CLS' | 'FCP' | 'LCP' | 'INP' | 'TTFB' | 'FID';

/** One reported value of a metric; a later sample of the same metric replaces an earlier one. */
export interface MetricSample {
  /** Metric name. */
  readonly name: MetricName;
  /** Value: ms, or the unitless layout-shift score for CLS. */
  readonly value: number;
  /** INP only: `<store-…>` when the interaction hit one of our elements, else the target's CSS selector. */
  readonly target?: string | undefined;
  /** TTFB only: the page's navigation timing entry. */
  readonly navigation?: PerformanceNavigationTiming | undefined;
}

/** Tag of the storefront element that holds `node` (crossing shadow roots), or undefined outside our elements. */
export function ourElementOf(node: Node | null): string | undefined {
  for (let current = node; current; current = current.parentNode ?? (current as ShadowRoot).host ?? null) {
    const name = (current as Element).localName;
    if (name?.startsWith('store-')) return `<${name}>`;
  }
  return undefined;
}

/**
 * Measures CLS, FCP, LCP, INP and TTFB with web-vitals (every change reported; INP from the attribution build, attributed
 * to our elements; TTFB carries the navigation entry) and FID from the browser's first-input entry where it still has one.
 */
export function observeWebVitals(onSample: (sample: MetricSample) => void): void {
  const options = { reportAllChanges: true };
  onCLS((metric) => onSample({ name: 'CLS', value: metric.value }), options);
  onFCP((metric) => onSample({ name: 'FCP', value: metric.value }), options);
  onLCP((metric) => onSample({ name: 'LCP', value: metric.value }), options);
  onINP((metric) => onSample({ name: 'INP', value: metric.value, target: metric.attribution.interactionTarget }), { ...options, generateTarget: ourElementOf });
  onTTFB((metric) => {
    const [entry] = metric.entries;
    onSample({ name: 'TTFB', value: metric.value, navigation: entry && 'domInteractive' in entry ? entry : undefined });
  }, options);
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('first-input')) {
    new PerformanceObserver((list) => {
      const [entry] = list.getEntries() as PerformanceEventTiming[];
      if (entry) onSample({ name: 'FID', value: entry.processingStart - entry.startTime });
    }).observe({ type: 'first-input', buffered: true });
  }
}
