import { describe, expect, it } from 'vitest';
import { nameOfCode } from '../../../src/template/content/nameOfCode';
import { SLICE_TYPE_NAMES } from '../../../src/template/content/SliceType';

describe('nameOfCode', () => {
  it('names a known code and answers undefined for unknown codes, names and inherited properties', () => {
    expect(nameOfCode(SLICE_TYPE_NAMES, 1)).toBe('heading');
    expect(nameOfCode(SLICE_TYPE_NAMES, 2)).toBeUndefined();
    expect(nameOfCode(SLICE_TYPE_NAMES, '1')).toBeUndefined();
    expect(nameOfCode(SLICE_TYPE_NAMES, 'toString')).toBeUndefined();
  });
});
