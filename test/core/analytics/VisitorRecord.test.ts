import { describe, expect, it } from 'vitest';
import { formatVisitorRecord, isValidVisitTimer, isValidVisitorId, parseVisitorRecord } from '../../../src/core/analytics';

describe('the visitor record cookie (ss_cvr)', () => {
  it('reads five pipe-separated parts: id, first, previous and current visit, count', () => {
    expect(parseVisitorRecord('a1-B2|1700000000000|1700000100000|1700000200000|3')).toEqual({
      id: 'a1-B2',
      firstVisit: 1700000000000,
      previousVisit: 1700000100000,
      currentVisit: 1700000200000,
      visitCount: 3,
    });
  });

  it('writes the same five parts back', () => {
    const value = 'f47ac10b-58cc-4372-a567-0e02b2c3d479|1|2|3|4';
    expect(formatVisitorRecord(parseVisitorRecord(value)!)).toBe(value);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['four parts', 'abc|1|2|3'],
    ['six parts', 'abc|1|2|3|4|5'],
    ['an empty id', '|1|2|3|4'],
    ['an underscore in the id', 'a_b|1|2|3|4'],
    ['a space in the id', 'a b|1|2|3|4'],
    ['a dot in the id', 'a.b|1|2|3|4'],
    ['a zero count', 'abc|1|2|3|0'],
    ['a zero time', 'abc|0|2|3|4'],
    ['a negative time', 'abc|-1|2|3|4'],
    ['a decimal count', 'abc|1|2|3|1.5'],
    ['a non-numeric time', 'abc|1|x|3|4'],
    ['an empty time', 'abc|1||3|4'],
    ['an unsafe integer', 'abc|1|2|3|9007199254740993'],
    ['whitespace', 'abc|1|2|3|4 '],
  ])('treats a record with %s as absent', (_case, value) => {
    expect(parseVisitorRecord(value)).toBeUndefined();
  });

  it('accepts ids of letters, digits and dashes only', () => {
    expect(isValidVisitorId('Ab-09')).toBe(true);
    expect(isValidVisitorId('-')).toBe(true);
    expect(isValidVisitorId('')).toBe(false);
    expect(isValidVisitorId('é')).toBe(false);
    expect(isValidVisitorId(undefined)).toBe(false);
  });
});

describe('the visit timer cookie (ss_cvt)', () => {
  it.each(['1', '9', '10', '1700000000000'])('accepts the positive integer %s', (value) => {
    expect(isValidVisitTimer(value)).toBe(true);
  });

  it.each([undefined, '', '0', '00', '01', '012', '-1', '+1', '1.5', '1e3', ' 1', 'abc'])('treats %j as absent', (value) => {
    expect(isValidVisitTimer(value)).toBe(false);
  });
});
