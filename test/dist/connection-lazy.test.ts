import { describe, expect, it } from 'vitest';
import { loaderPageFiles, pageTelemetryChunk, pageTelemetrySenderChunk, PRODUCT_PAGE_ELEMENTS, sourcesOf } from '../../scripts/distSizes.mjs';
import { bundledSources } from './support/bundledSources';

/** The page's API connection and site-user session, and the telemetry calls and performance start that go through them. */
const CONNECTION = ['src/core/api/ApiTransport.ts', 'src/core/api/ApiConnection.ts', 'src/core/session/SiteUserSession.ts', 'src/elements/page/siteServices.ts'];
const TELEMETRY_CALLS = ['src/core/api/telemetryCalls.ts', 'src/core/telemetry/performanceRollout.ts'];

const holding = (sources: readonly string[], modules: readonly string[]) => modules.filter((module) => sources.some((source) => source.replace(/\\/g, '/').endsWith(module)));

describe('no page waits for the API connection to render', () => {
  it('the page telemetry the loader starts holds the error reporter and its queue, not the connection, the session or the calls', () => {
    const sources = bundledSources(pageTelemetryChunk());
    expect(holding(sources, ['src/core/telemetry/ErrorReporter.ts', 'src/core/telemetry/reportError.ts'])).toHaveLength(2);
    expect(holding(sources, [...CONNECTION, ...TELEMETRY_CALLS])).toEqual([]);
  });

  it('its sender, loaded on the first error report or once the page is idle, holds them', () => {
    expect(holding(bundledSources(pageTelemetrySenderChunk()), [...CONNECTION, ...TELEMETRY_CALLS])).toHaveLength(CONNECTION.length + TELEMETRY_CALLS.length);
  });

  it.each(['dist', 'dist-lite'])('the product page through %s/loader.js loads neither statically', (dist) => {
    const sources = loaderPageFiles(PRODUCT_PAGE_ELEMENTS, dist).flatMap(sourcesOf);
    expect(sources.some((source: string) => source.endsWith('src/elements/add-to-cart/AddToCart.tsx'))).toBe(true);
    expect(holding(sources, [...CONNECTION, ...TELEMETRY_CALLS])).toEqual([]);
  });
});
