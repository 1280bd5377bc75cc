import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { atLeast, atMost, greaterThan, integer, nonEmptyString, oneOf, recordOf, refinement, tupleOf, undefinedValue } from '../../../src/core/schemas/checkedSchemas';
import { parseWithSchema, SchemaError } from '../../../src/core/schemas';

/** What a parse gives: the data, or the SchemaError's message and issues. */
function outcome(schema: z.core.$ZodType, data: unknown): unknown {
  try {
    return { data: parseWithSchema(schema, data, 'Thing') };
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    return { message: error.message, issues: error.issues };
  }
}

/** The zod issues of a parse, without zod's free-text note on the safe integer range. */
const rawIssues = (schema: z.core.$ZodType, data: unknown) =>
  (z.safeParse(schema, data).error?.issues ?? []).map((issue) => {
    const { note: _note, ...rest } = issue as typeof issue & { note?: string };
    return rest;
  });

/** Checks `ours` parses, accepts and reports every value exactly as the zod type it stands in for, alone and as a field, item and union option. */
function expectSameAs(ours: z.core.$ZodType, zods: z.core.$ZodType, values: readonly unknown[]) {
  const wrappings: [string, (schema: z.core.$ZodType) => z.core.$ZodType, (value: unknown) => unknown][] = [
    ['alone', (schema) => schema, (value) => value],
    ['as a field', (schema) => z.looseObject({ field: schema }), (value) => ({ field: value, other: 1 })],
    ['as an item', (schema) => z.array(schema), (value) => [value, value]],
    ['in a union', (schema) => z.union([z.looseObject({ a: z.string() }), schema]), (value) => value],
    ['followed by a check', (schema) => z.pipe(schema, z.unknown()), (value) => value],
  ];
  for (const [, wrap, dataOf] of wrappings) {
    for (const value of values) {
      expect(outcome(wrap(ours), dataOf(value))).toEqual(outcome(wrap(zods), dataOf(value)));
      expect(rawIssues(wrap(ours), dataOf(value))).toEqual(rawIssues(wrap(zods), dataOf(value)));
    }
  }
}

const assorted = [undefined, null, true, 0, -0, 1, -1, 2.5, NaN, Infinity, -Infinity, '', 'a', '12', [], ['a'], {}, { a: 'x' }, { length: 0 }, new Date(0)];

describe('integer', () => {
  it('accepts, returns and rejects what z.int() does: fractions, NaN, infinities and unsafe integers fail', () => {
    const bounds = [Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, Number.MIN_SAFE_INTEGER - 1, 1e21, -1e21, 3, -7, 0.1];
    expectSameAs(integer(), z.int(), [...assorted, ...bounds]);
    expectSameAs(integer().check(z.nonnegative()), z.int().check(z.nonnegative()), [...assorted, ...bounds]);
    expectSameAs(integer().check(atLeast(0)), z.int().check(z.nonnegative()), [...assorted, ...bounds]);
    expectSameAs(integer().check(z.positive()), z.int().check(z.positive()), [...assorted, ...bounds]);
  });

  it('names the field and the fault', () => {
    expect(outcome(z.looseObject({ n: integer() }), { n: 1.5 })).toEqual({ message: 'Invalid Thing: n: expected int', issues: [{ path: 'n', message: 'expected int' }] });
    expect(outcome(integer().check(z.nonnegative()), -1)).toMatchObject({ message: 'Invalid Thing: Too small: expected number to be >=0' });
    expect(outcome(integer(), 2 ** 60)).toMatchObject({ message: 'Invalid Thing: Too big: expected int to be <=9007199254740991' });
    expect(outcome(integer(), NaN)).toMatchObject({ message: 'Invalid Thing: expected number' });
    expect(outcome(integer(), -12)).toEqual({ data: -12 });
  });
});

describe('atLeast and greaterThan', () => {
  const numbers = [...assorted, 0, -0, 0.5, -0.5, 3, -3, 2 ** 60, -(2 ** 60)];

  it('accept, return and reject what z.gte(), z.nonnegative(), z.gt() and z.positive() do, on numbers and integers', () => {
    expectSameAs(z.number().check(atLeast(0)), z.number().check(z.gte(0)), numbers);
    expectSameAs(z.number().check(atLeast(0)), z.number().check(z.nonnegative()), numbers);
    expectSameAs(z.number().check(atLeast(2)), z.number().check(z.gte(2)), numbers);
    expectSameAs(z.number().check(greaterThan(0)), z.number().check(z.positive()), numbers);
    expectSameAs(integer().check(greaterThan(0)), z.int().check(z.positive()), numbers);
    expectSameAs(integer().check(atLeast(0)), z.int().check(z.nonnegative()), numbers);
  });

  it('say whether the bound itself is allowed', () => {
    expect(outcome(integer().check(greaterThan(0)), 0)).toMatchObject({ message: 'Invalid Thing: Too small: expected number to be >0' });
    expect(outcome(integer().check(atLeast(0)), -1)).toMatchObject({ message: 'Invalid Thing: Too small: expected number to be >=0' });
    expect(outcome(integer().check(atLeast(0)), 0)).toEqual({ data: 0 });
  });
});

describe('atMost', () => {
  it('accepts, returns and rejects what z.lte() does, after the other checks', () => {
    const numbers = [...assorted, 5, 5.0001, 4.9, -3, 1e300];
    expectSameAs(z.number().check(atMost(5)), z.number().check(z.lte(5)), numbers);
    expectSameAs(z.number().check(atLeast(0), atMost(5)), z.number().check(z.gte(0), z.lte(5)), numbers);
    expect(outcome(z.number().check(atLeast(0), atMost(5)), 6)).toMatchObject({ message: 'Invalid Thing: Too big: expected number to be <=5' });
  });
});

describe('refinement', () => {
  const isShort = (value: string) => value.length < 3;

  it('accepts, returns and rejects what z.refine() with a message does, on its own and after a failing check', () => {
    expectSameAs(z.string().check(refinement(isShort, 'expected a short text')), z.string().check(z.refine(isShort, { message: 'expected a short text' })), [...assorted, 'abc', 'ab']);
    const even = (value: number) => value % 2 === 0;
    expectSameAs(integer().check(refinement(even, 'expected even')), z.int().check(z.refine(even, { message: 'expected even' })), [...assorted, 2, 3, 2 ** 60, 2 ** 60 + 1, 1.5]);
    expect(outcome(z.looseObject({ code: z.string().check(refinement(isShort, 'expected a short text')) }), { code: 'long' })).toEqual({
      message: 'Invalid Thing: code: expected a short text',
      issues: [{ path: 'code', message: 'expected a short text' }],
    });
  });
});

describe('oneOf', () => {
  it('accepts, returns and rejects what z.enum() and z.literal() do', () => {
    expectSameAs(oneOf(['WEEK', 'MONTH', 'YEAR']), z.enum(['WEEK', 'MONTH', 'YEAR']), [...assorted, 'WEEK', 'YEAR', 'week', 'MONTHS']);
    expectSameAs(oneOf(['cart-changed']), z.literal('cart-changed'), [...assorted, 'cart-changed', 'cart']);
  });

  it('lists the allowed values', () => {
    expect(outcome(oneOf(['S', 'M']), 'XL')).toMatchObject({ message: 'Invalid Thing: expected one of "S", "M"' });
  });
});

describe('nonEmptyString', () => {
  it('accepts, returns and rejects what z.string().check(z.minLength(1)) does, including its second issue for an empty array', () => {
    expectSameAs(nonEmptyString(), z.string().check(z.minLength(1)), [...assorted, ' ', 'token']);
  });

  it('says how short the string was', () => {
    expect(outcome(nonEmptyString(), '')).toMatchObject({ message: 'Invalid Thing: Too small: expected string to have >=1 characters' });
  });
});

describe('undefinedValue', () => {
  it('accepts, returns and rejects what z.undefined() does', () => {
    expectSameAs(undefinedValue(), z.undefined(), assorted);
    const ours = z.union([undefinedValue(), z.looseObject({ errors: z.optional(recordOf(z.string())) })]);
    const zods = z.union([z.undefined(), z.looseObject({ errors: z.optional(z.record(z.string(), z.string())) })]);
    for (const value of [...assorted, { errors: { email: 'taken' } }, { errors: { email: 1 } }, { errors: null }]) expect(outcome(ours, value)).toEqual(outcome(zods, value));
  });
});

describe('recordOf', () => {
  const values = [
    ...assorted,
    { a: 'x', b: 'y' },
    { a: 'x', b: 2 },
    { 2: 'two', 1: 'one', b: 'b' },
    JSON.parse('{"__proto__": "x", "a": "y"}') as unknown,
    JSON.parse('{"constructor": "x"}') as unknown,
    Object.create(null) as unknown,
    new Map([['a', 'x']]),
  ];

  it('accepts, returns and rejects what z.record(z.string(), value) does, keeping every key', () => {
    expectSameAs(recordOf(z.string()), z.record(z.string(), z.string()), values);
    expectSameAs(recordOf(z.unknown()), z.record(z.string(), z.unknown()), values);
    expectSameAs(recordOf(z.array(z.looseObject({ n: z.number() }))), z.record(z.string(), z.array(z.looseObject({ n: z.number() }))), [
      ...values,
      { m1: [{ n: 1, extra: true }], m2: [{ n: 'x' }] },
    ]);
  });

  it('runs the values’ transforms and names the bad key', () => {
    const schema = recordOf(z.pipe(z.number(), z.transform(String)));
    expect(outcome(schema, { a: 1, b: 2 })).toEqual({ data: { a: '1', b: '2' } });
    expect(outcome(schema, { a: 1, b: 'x' })).toEqual({ message: 'Invalid Thing: b: expected number', issues: [{ path: 'b', message: 'expected number' }] });
    expect(outcome(schema, [1])).toMatchObject({ message: 'Invalid Thing: expected record' });
  });
});

describe('tupleOf', () => {
  const nullableString = z.nullable(z.string());
  const values = [
    ...assorted,
    [1, null, 'EST', null],
    [1, 'US', 'E%sT', 1700000000000],
    [1, null, 'EST'],
    [1, null, 'EST', null, 'extra'],
    ['1', null, 7, null],
    ['1', null, 7, null, 0],
    { 0: 1, 1: null, 2: 'EST', 3: null, length: 4 },
  ];

  it('accepts, returns and rejects what z.tuple(items) does: wrong lengths, wrong items, not an array', () => {
    expectSameAs(tupleOf([z.number(), nullableString, z.string(), z.nullable(z.number())]), z.tuple([z.number(), nullableString, z.string(), z.nullable(z.number())]), values);
  });

  it('names the bad item by its index', () => {
    expect(outcome(z.looseObject({ zones: z.array(tupleOf([z.number(), z.string()])) }), { zones: [[1, 'a'], [2, 3]] })).toEqual({
      message: 'Invalid Thing: zones[1][1]: expected string',
      issues: [{ path: 'zones[1][1]', message: 'expected string' }],
    });
  });
});
