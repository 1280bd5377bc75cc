import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleEntry } from './support/bundleEntry';

/** Gzip ceiling for the error reporter (createErrorReporter with the reportError facade). */
const ERROR_REPORTER_GZIP_CEILING = 3_000;

const telemetryModule = (name: string) => JSON.stringify(resolve(`src/core/telemetry/${name}.ts`));

describe('error reporter bundle size', () => {
  it(`createErrorReporter + reportError stay under ${ERROR_REPORTER_GZIP_CEILING} bytes gzip`, async () => {
    const facts = await bundleEntry(
      'error-reporter-entry',
      `export { createErrorReporter } from ${telemetryModule('ErrorReporter')};\nexport { reportError, setErrorReporter } from ${telemetryModule('reportError')};\n`,
    );
    console.log(`error reporter: ${facts.gzipBytes} bytes gzip (ceiling ${ERROR_REPORTER_GZIP_CEILING})`);
    expect(facts.code).toContain('interface_error_');
    expect(facts.moduleIds.filter((id) => /node_modules|zod|web-vitals/.test(id))).toEqual([]);
    expect(facts.gzipBytes).toBeLessThanOrEqual(ERROR_REPORTER_GZIP_CEILING);
  });
});
