// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FaultSwitches, parseFault } from '../../dev/FaultSwitches';
import { HttpError } from '../../dev/http/HttpError';

describe('FaultSwitches', () => {
  it('applies a fault to its exact path only, ignoring a trailing slash', () => {
    const faults = new FaultSwitches();
    faults.set({ path: '/api/a', kind: '500' });
    expect(faults.take('/api/b')).toBeUndefined();
    expect(faults.take('/api/a/')?.kind).toBe('500');
    expect(faults.take('/api/a')?.kind).toBe('500');
  });

  it('counts down `times` and then removes the fault', () => {
    const faults = new FaultSwitches();
    faults.set({ path: '/x', kind: '429', times: 2 });
    expect(faults.take('/x')?.remaining).toBe(1);
    expect(faults.take('/x')?.remaining).toBe(0);
    expect(faults.take('/x')).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('matches a prefix with a trailing *, and clears one path or all', () => {
    const faults = new FaultSwitches();
    faults.set({ path: '/api/census/*', kind: 'drop' });
    faults.set({ path: '/api/y', kind: 'delay', ms: 10 });
    expect(faults.take('/api/census/RecordHit')?.kind).toBe('drop');
    faults.clear('/api/census/*');
    expect(faults.take('/api/census/RecordHit')).toBeUndefined();
    expect(faults.list().map((fault) => fault.path)).toEqual(['/api/y']);
    faults.clear();
    expect(faults.list()).toEqual([]);
  });
});

describe('parseFault', () => {
  it.each([
    [null, 'A fault must be a JSON object with "path" and "kind".'],
    [{ path: 'api', kind: '500' }, 'Fault "path" must be a string starting with "/".'],
    [{ path: '/a', kind: 'boom' }, 'Fault "kind" must be one of delay, 429, 500, drop, drop-after, malformed; got "boom".'],
    [{ path: '/a', kind: 'delay', ms: -1 }, 'Fault "ms" must be an integer from 0 to 120000.'],
    [{ path: '/a', kind: '500', times: 0 }, 'Fault "times" must be a positive integer.'],
  ])('refuses %j with a 400 naming the field', (input, message) => {
    let caught: unknown;
    try {
      parseFault(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect((caught as HttpError).status).toBe(400);
    expect((caught as HttpError).message).toBe(message);
  });
});
