import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleEntry } from './support/bundleEntry';
import { bundledSources } from './support/bundledSources';

/** Gzip ceiling for the error reporter (createErrorReporter with the reportError facade). */
const ERROR_REPORTER_GZIP_CEILING = 3_000;

/** Gzip ceiling for dist/storefront-performance.js, the collector the single-file script loads on rolled-out pages. */
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

  it(`the collector is its own file under ${COLLECTOR_GZIP_CEILING} bytes gzip, and the scripts every page loads carry no web-vitals`, () => {
    const collector = readFileSync('dist/storefront-performance.js', 'utf8');
    const bytes = gzipSync(collector, { level: 9 }).length;
    console.log(`performance collector (dist/storefront-performance.js, web-vitals included): ${bytes} bytes gzip (ceiling ${COLLECTOR_GZIP_CEILING})`);
    expect(collector).toContain('largest-contentful-paint');
    expect(bytes).toBeLessThanOrEqual(COLLECTOR_GZIP_CEILING);
    expect(readFileSync('dist/storefront-elements.js', 'utf8')).not.toContain('largest-contentful-paint');
    for (const entry of ['dist/index.js', 'dist/loader.js']) {
      expect(bundledSources(entry).filter((source) => source.includes('web-vitals') || source.includes('PerformanceCollector')), entry).toEqual([]);
    }
  });
});
