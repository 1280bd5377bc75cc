import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleEntry } from './support/bundleEntry';
import { bundledSources, sourcesOf } from './support/bundledSources';
import { elementEntries } from '../../scripts/distSizes.mjs';

/** Gzip ceiling for the error reporter (createErrorReporter with the reportError facade). */
const ERROR_REPORTER_GZIP_CEILING = 3_000;

/** Gzip ceiling for the performance collector, the chunk the page telemetry loads on rolled-out pages. */
const COLLECTOR_GZIP_CEILING = 8_000;

const telemetryModule = (name: string) => JSON.stringify(resolve(`src/core/telemetry/${name}.ts`));

describe('telemetry bundle sizes', () => {
  it(`createErrorReporter + reportError stay under ${ERROR_REPORTER_GZIP_CEILING} bytes gzip`, async () => {
    const facts = await bundleEntry(
      'error-reporter-entry',
      `export { createErrorReporter } from ${telemetryModule('ErrorReporter')};\nexport { reportError, setErrorReporter } from ${telemetryModule('reportError')};\n`,
    );
    console.log(`error reporter: ${facts.gzipBytes} bytes gzip (ceiling ${ERROR_REPORTER_GZIP_CEILING})`);
    expect(facts.code).toContain('interface_error_');
    expect(facts.moduleIds.map((id) => relative(process.cwd(), id)).filter((id) => /node_modules|zod|web-vitals/.test(id))).toEqual([]);
    expect(facts.gzipBytes).toBeLessThanOrEqual(ERROR_REPORTER_GZIP_CEILING);
  });

  it(`the collector is a chunk of its own under ${COLLECTOR_GZIP_CEILING} bytes gzip, and the module entries a page loads carry no web-vitals (the single-file classic script inlines it)`, () => {
    const holdingWebVitals = readdirSync('dist/chunks')
      .filter((file) => file.endsWith('.js'))
      .map((file) => `dist/chunks/${file}`)
      .filter((file) => sourcesOf(file).some((source) => source.includes('node_modules/web-vitals/')));
    expect(holdingWebVitals).toHaveLength(1);
    const [chunk] = holdingWebVitals as [string];
    const collector = readFileSync(chunk, 'utf8');
    const bytes = gzipSync(collector, { level: 9 }).length;
    console.log(`performance collector (${chunk}, web-vitals included): ${bytes} bytes gzip (ceiling ${COLLECTOR_GZIP_CEILING})`);
    expect(collector).toContain('largest-contentful-paint');
    expect(sourcesOf(chunk).some((source) => source.endsWith('src/elements/telemetry/collectPerformance.ts'))).toBe(true);
    expect(bytes).toBeLessThanOrEqual(COLLECTOR_GZIP_CEILING);
    for (const entry of ['dist/index.js', 'dist/loader.js', ...elementEntries()]) {
      expect(bundledSources(entry).filter((source) => source.includes('web-vitals') || source.includes('PerformanceCollector')), entry).toEqual([]);
    }
  });
});
