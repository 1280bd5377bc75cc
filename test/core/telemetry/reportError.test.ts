import { afterEach, describe, expect, it } from 'vitest';
import { reportError, setErrorSink } from '../../../src/core/telemetry';

describe('reportError', () => {
  afterEach(() => setErrorSink(undefined));

  it('hands the error and its custom data to the registered sink', () => {
    const received: unknown[][] = [];
    setErrorSink((error, custom) => received.push([error, custom]));
    const error = new Error('boom');
    reportError(error, { feature: 'installments' });
    reportError('plain');
    expect(received).toEqual([
      [error, { feature: 'installments' }],
      ['plain', undefined],
    ]);
  });

  it('is silent without a sink and when the sink itself throws', () => {
    expect(() => reportError(new Error('nobody listens'))).not.toThrow();
    setErrorSink(() => {
      throw new Error('sink broke');
    });
    expect(() => reportError(new Error('boom'))).not.toThrow();
  });
});
