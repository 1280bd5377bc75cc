import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JavascriptErrorRecord } from '../../../src/core/api';
import { VERSION } from '../../../src/core/version';

const ERROR_REPORTING = Symbol.for(`storefront-elements@${VERSION}:error-reporting`);

async function freshModules() {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[ERROR_REPORTING];
  const facade = await import('../../../src/core/telemetry/reportError');
  const { createErrorReporter } = await import('../../../src/core/telemetry/ErrorReporter');
  const batches: JavascriptErrorRecord[][] = [];
  const reporter = createErrorReporter({ app: 'storefront', send: (records) => void batches.push(records), page: () => ({ websiteId: 'site-1' }) });
  return { ...facade, reporter, batches };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('reportError', () => {
  it('forwards to the started reporter, which sends after the debounce', async () => {
    vi.useFakeTimers();
    const { reportError, setErrorReporter, reporter, batches } = await freshModules();
    setErrorReporter(reporter);
    reportError(new Error('add-to-cart tracking failed'), { productId: 'p-1' });
    await vi.runAllTimersAsync();
    expect(batches.flat().map((record) => [record.event, record.data.message, record.data.custom])).toEqual([
      ['interface_error_storefront', 'add-to-cart tracking failed', { productId: 'p-1' }],
    ]);
  });

  it('keeps up to 10 reports made before the reporter starts, with their own timestamps', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { reportError, setErrorReporter, reporter, batches } = await freshModules();
    for (let index = 0; index < 12; index += 1) {
      reportError(new Error(`early ${index}`));
      vi.setSystemTime(1_000_000 + (index + 1) * 10);
    }
    vi.setSystemTime(2_000_000);
    setErrorReporter(reporter);
    await vi.runAllTimersAsync();
    const records = batches.flat();
    expect(records.map((record) => record.data.message)).toEqual(Array.from({ length: 10 }, (_, index) => `early ${index}`));
    expect(records.map((record) => record.timestamp)).toEqual(Array.from({ length: 10 }, (_, index) => 1_000_000 + index * 10));
  });

  it('never throws, whatever it is given', async () => {
    vi.useFakeTimers();
    const { reportError, setErrorReporter, reporter, batches } = await freshModules();
    const hostile = {
      get message(): string {
        throw new Error('getter threw');
      },
    };
    expect(() => reportError(hostile)).not.toThrow();
    setErrorReporter(reporter);
    expect(() => reportError(hostile)).not.toThrow();
    expect(() => reportError(undefined)).not.toThrow();
    await vi.runAllTimersAsync();
    expect(batches.flat().map((record) => record.data.message)).toEqual(['undefined']);
  });

  it('stops forwarding once the reporter is removed', async () => {
    vi.useFakeTimers();
    const { reportError, setErrorReporter, reporter, batches } = await freshModules();
    setErrorReporter(reporter);
    setErrorReporter(undefined);
    reportError(new Error('after removal'));
    await vi.runAllTimersAsync();
    expect(batches).toEqual([]);
  });

  it('reaches the reporter another bundle of the library started on the page (one shared reporter and queue per version)', async () => {
    vi.useFakeTimers();
    const otherBundle = await freshModules();
    otherBundle.reportError(new Error('reported by storefront-elements/core before the elements started'));
    vi.resetModules();
    const elementsBundle = await import('../../../src/core/telemetry/reportError');
    expect(elementsBundle.reportError).not.toBe(otherBundle.reportError);
    elementsBundle.setErrorReporter(otherBundle.reporter);
    otherBundle.reportError(new Error('reported by storefront-elements/core after'));
    await vi.runAllTimersAsync();
    expect(otherBundle.batches.flat().map((record) => record.data.message)).toEqual([
      'reported by storefront-elements/core before the elements started',
      'reported by storefront-elements/core after',
    ]);
  });
});
