import { describe, expect, it } from 'vitest';
import { asBoolean, asNumber, asString, compareValues, deepEquals, getPath, isTruthy, splitPath } from '../../src/template';

describe('template values', () => {
  it('split paths with digit segments as numbers up to 2^31-1', () => {
    expect(splitPath('a.0.b.2147483647.2147483648')).toEqual(['a', 0, 'b', 2147483647, '2147483648']);
  });

  it('follow own properties only, arrays by numeric index', () => {
    const data = JSON.parse('{"a":[{"b":1}],"__proto__":{"x":1}}') as unknown;
    expect(getPath(data, ['a', 0, 'b'])).toBe(1);
    expect(getPath(data, ['a', 'length'])).toBeUndefined();
    expect(getPath(data, ['__proto__', 'x'])).toBe(1);
    expect(getPath({}, ['constructor'])).toBeUndefined();
    expect(getPath({}, ['toString'])).toBeUndefined();
  });

  it('convert like the reference (Jackson rules for booleans)', () => {
    expect([asString(1.5), asString(true), asString(null), asString([1])]).toEqual(['1.5', 'true', '', '']);
    expect([asNumber('12'), asNumber('1.5'), asNumber(true), asNumber(null)]).toEqual([12, 1.5, 1, 0]);
    expect([asBoolean('true'), asBoolean('yes'), asBoolean(2), asBoolean(1.5), asBoolean(0)]).toEqual([true, false, true, false, false]);
  });

  it('compare by the left value kind and test deep equality', () => {
    expect(compareValues(2, '10')).toBeLessThan(0);
    expect(compareValues('2', '10')).toBeGreaterThan(0);
    expect(compareValues(true, false)).toBe(1);
    expect(deepEquals({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEquals([1], [1, 2])).toBe(false);
    expect(isTruthy(Object.create(null))).toBe(false);
    expect(isTruthy(NaN)).toBe(false);
  });
});
