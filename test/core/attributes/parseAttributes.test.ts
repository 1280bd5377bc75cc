import { describe, expect, it } from 'vitest';
import { booleanAttribute, describeAttributeIssue, numberAttribute, parseAttributes } from '../../../src/core/attributes';

describe('parseAttributes', () => {
  const schema = { disabled: booleanAttribute(), max: numberAttribute({ default: 9999, min: 1 }) };

  it('parses every attribute of the schema and treats missing ones as absent', () => {
    expect(parseAttributes(schema, { disabled: '' })).toEqual({ values: { disabled: true, max: 9999 }, issues: [] });
  });

  it('collects issues and names the attribute in the warning text', () => {
    const parsed = parseAttributes(schema, { max: 'lots' });
    expect(parsed.values.max).toBe(9999);
    expect(parsed.issues).toHaveLength(1);
    const text = describeAttributeIssue('store-quantity-input', parsed.issues[0]!);
    expect(text).toContain('<store-quantity-input>');
    expect(text).toContain('"max"');
    expect(text).toContain('"lots"');
    expect(text).toContain('9999');
  });
});
