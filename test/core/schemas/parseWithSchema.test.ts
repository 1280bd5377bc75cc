import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { formatIssuePath, parseWithSchema, SchemaError } from '../../../src/core/schemas';

describe('formatIssuePath', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(formatIssuePath(['structuredContent', 'variants', 2, 'qtyInStock'])).toBe('structuredContent.variants[2].qtyInStock');
    expect(formatIssuePath([0, 'a'])).toBe('[0].a');
    expect(formatIssuePath([])).toBe('');
  });
});

describe('parseWithSchema', () => {
  const schema = z.object({ name: z.string(), size: z.enum(['S', 'M']), tags: z.array(z.number()) });

  it('returns typed data', () => {
    expect(parseWithSchema(schema, { name: 'x', size: 'S', tags: [1] }, 'Thing')).toEqual({ name: 'x', size: 'S', tags: [1] });
  });

  it('throws a SchemaError with code invalid-data listing every issue', () => {
    try {
      parseWithSchema(schema, { name: 1, size: 'XL', tags: [1, 'two'] }, 'Thing');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaError);
      const schemaError = error as SchemaError;
      expect(schemaError.code).toBe('invalid-data');
      expect(schemaError.subject).toBe('Thing');
      expect(schemaError.issues).toEqual([
        { path: 'name', message: 'expected string' },
        { path: 'size', message: 'expected one of "S", "M"' },
        { path: 'tags[1]', message: 'expected number' },
      ]);
      expect(schemaError.message).toBe('Invalid Thing: name: expected string; size: expected one of "S", "M"; tags[1]: expected number');
    }
  });
});

describe('parseWithSchema messages for the zod checks our schemas use', () => {
  /** The SchemaError message of parsing `data` with `schema`. */
  const messageOf = (schema: z.ZodMiniType, data: unknown) => {
    try {
      parseWithSchema(schema, data, 'Thing');
    } catch (error) {
      if (error instanceof SchemaError) return error.message;
      throw error;
    }
    return expect.unreachable();
  };

  it('names a fraction, an unsafe integer and a number out of bounds', () => {
    expect(messageOf(z.looseObject({ n: z.int() }), { n: 1.5 })).toBe('Invalid Thing: n: expected int');
    expect(messageOf(z.int(), NaN)).toBe('Invalid Thing: expected number');
    expect(messageOf(z.int(), 2 ** 60)).toBe('Invalid Thing: Too big: expected int to be <=9007199254740991');
    expect(messageOf(z.int().check(z.nonnegative()), -1)).toBe('Invalid Thing: Too small: expected number to be >=0');
    expect(messageOf(z.int().check(z.positive()), 0)).toBe('Invalid Thing: Too small: expected number to be >0');
    expect(messageOf(z.number().check(z.nonnegative(), z.lte(5)), 6)).toBe('Invalid Thing: Too big: expected number to be <=5');
    expect(parseWithSchema(z.int().check(z.nonnegative()), 0, 'Thing')).toBe(0);
  });

  it('gives a refinement’s own message at its field', () => {
    const isShort = (value: string) => value.length < 3;
    expect(messageOf(z.looseObject({ code: z.string().check(z.refine(isShort, { message: 'expected a short text' })) }), { code: 'long' })).toBe(
      'Invalid Thing: code: expected a short text',
    );
  });

  it('lists the allowed values of an enum or literal', () => {
    expect(messageOf(z.enum(['WEEK', 'MONTH']), 'week')).toBe('Invalid Thing: expected one of "WEEK", "MONTH"');
    expect(messageOf(z.literal('cart-changed'), 'cart')).toBe('Invalid Thing: expected one of "cart-changed"');
  });

  it('says how short an empty string was', () => {
    expect(messageOf(z.string().check(z.minLength(1)), '')).toBe('Invalid Thing: Too small: expected string to have >=1 characters');
  });

  it('names a record’s bad key and refuses what is not a record', () => {
    const schema = z.record(z.string(), z.pipe(z.number(), z.transform(String)));
    expect(parseWithSchema(schema, { a: 1, b: 2 }, 'Thing')).toEqual({ a: '1', b: '2' });
    expect(messageOf(schema, { a: 1, b: 'x' })).toBe('Invalid Thing: b: expected number');
    expect(messageOf(schema, [1])).toBe('Invalid Thing: expected record');
  });

  it('names a tuple’s bad item by its index and says when its length is wrong', () => {
    const zones = z.looseObject({ zones: z.array(z.tuple([z.number(), z.string()])) });
    expect(messageOf(zones, { zones: [[1, 'a'], [2, 3]] })).toBe('Invalid Thing: zones[1][1]: expected string');
    expect(messageOf(zones, { zones: [[1]] })).toBe('Invalid Thing: zones[0]: Too small: expected array to have >=2 items');
    expect(messageOf(zones, { zones: {} })).toBe('Invalid Thing: zones: expected array');
  });

  it('picks the most specific branch of a union with undefined', () => {
    const schema = z.union([z.undefined(), z.looseObject({ errors: z.optional(z.record(z.string(), z.string())) })]);
    expect(parseWithSchema(schema, undefined, 'Thing')).toBeUndefined();
    expect(messageOf(schema, { errors: { email: 1 } })).toBe('Invalid Thing: errors.email: expected string');
  });
});
