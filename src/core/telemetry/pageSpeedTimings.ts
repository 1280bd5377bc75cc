import type { MetricName, MetricSample } from './observeWebVitals';

/** The latest sample of each metric. */
export type MetricSamples = Partial<Record<MetricName, MetricSample>>;

/** Timings of a page_speed event in the Performance schema's field names; null where the browser gave nothing. */
export type PageSpeedTimings = Record<string, number | string | null>;

const METRIC_FIELDS: ReadonlyArray<readonly [MetricName, string]> = [
  ['CLS', 'cumulative_layout_shift'],
  ['FCP', 'first_contentful_paint_ms'],
  ['LCP', 'largest_contentful_paint_ms'],
  ['INP', 'interaction_to_next_paint_ms'],
  ['FID', 'first_input_delay_ms'],
  ['TTFB', 'time_to_first_byte_ms'],
];

const NAVIGATION_FIELDS: ReadonlyArray<readonly [keyof PerformanceNavigationTiming, string]> = [
  ['domInteractive', 'time_to_interactive_ms'],
  ['redirectStart', 'redirect_start_ms'],
  ['redirectEnd', 'redirect_end_ms'],
  ['fetchStart', 'fetch_start_ms'],
  ['domainLookupStart', 'domain_lookup_start_ms'],
  ['domainLookupEnd', 'domain_lookup_end_ms'],
  ['connectStart', 'connect_start_ms'],
  ['secureConnectionStart', 'secure_connection_start_ms'],
  ['connectEnd', 'connect_end_ms'],
  ['requestStart', 'request_start_ms'],
  ['responseStart', 'response_start_ms'],
  ['responseEnd', 'response_end_ms'],
  ['domInteractive', 'dom_interactive_ms'],
  ['domContentLoadedEventStart', 'dom_content_loaded_event_start_ms'],
  ['domContentLoadedEventEnd', 'dom_content_loaded_event_end_ms'],
  ['domComplete', 'dom_complete_ms'],
  ['loadEventStart', 'load_event_start_ms'],
  ['loadEventEnd', 'load_event_end_ms'],
  ['transferSize', 'transfer_size_bytes'],
  ['encodedBodySize', 'encoded_body_size_bytes'],
  ['decodedBodySize', 'decoded_body_size_bytes'],
];

const OUR_ELEMENT = /^<(store-[a-z0-9-]+)>$/;

const round = (value: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/**
 * Maps measured metrics onto the Performance schema: web-vitals values (CLS to 4 decimals, times in whole ms), the
 * navigation timings of the TTFB entry (time_to_interactive_ms is the document's domInteractive), and INP's attribution:
 * inp_target (our element or a selector) and inp_element (the `store-…` tag, or null when the interaction was not ours).
 */
export function pageSpeedTimings(samples: MetricSamples): PageSpeedTimings {
  const timings: PageSpeedTimings = {};
  for (const [name, field] of METRIC_FIELDS) {
    const value = samples[name]?.value;
    timings[field] = value === undefined ? null : round(value, name === 'CLS' ? 4 : 0);
  }
  const navigation = samples.TTFB?.navigation;
  for (const [key, field] of NAVIGATION_FIELDS) {
    const value = navigation?.[key];
    timings[field] = typeof value === 'number' ? round(value, 0) : null;
  }
  const target = samples.INP?.target ?? null;
  timings.inp_target = target;
  timings.inp_element = target ? (OUR_ELEMENT.exec(target)?.[1] ?? null) : null;
  return timings;
}
