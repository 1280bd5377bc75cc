import { z } from 'zod';
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
