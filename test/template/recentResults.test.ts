import { describe, expect, it, vi } from 'vitest';
import { recentResults } from '../../src/template/recentResults';

describe('recentResults', () => {
  it('answers a repeated input from memory and a new one through the format', () => {
    const format = vi.fn((n: number) => `#${n}`);
    const memo = recentResults(format);
    for (let round = 0; round < 3; round++) for (let n = 0; n < 200; n++) expect(memo(n)).toBe(`#${n}`);
    expect(format).toHaveBeenCalledTimes(200);
  });

  it('starts over when 1024 results are held, so the newest inputs are remembered', () => {
    const format = vi.fn((n: number) => `#${n}`);
    const memo = recentResults(format);
    for (let n = 0; n < 1025; n++) memo(n);
    format.mockClear();
    memo(1024);
    expect(format).not.toHaveBeenCalled();
    memo(0);
    expect(format).toHaveBeenCalledTimes(1);
  });

  it('rests, empty, for 65,536 calls once misses outrun hits by 2048, then remembers again', () => {
    const format = vi.fn((n: number) => `#${n}`);
    const memo = recentResults(format);
    for (let n = 0; n < 2048; n++) memo(n);
    format.mockClear();
    for (let round = 0; round < 3; round++) expect(memo(2000)).toBe('#2000');
    expect(format).toHaveBeenCalledTimes(3);
    for (let n = 3; n < 65_536; n++) memo(1);
    format.mockClear();
    memo(5);
    memo(5);
    expect(memo(5)).toBe('#5');
    expect(format).toHaveBeenCalledTimes(1);
  });

  it('banks hits, so a memo that mostly hits survives a run of new values', () => {
    const format = vi.fn((n: number) => `#${n}`);
    const memo = recentResults(format);
    for (let round = 0; round < 20; round++) for (let n = 0; n < 100; n++) memo(n);
    for (let n = 1000; n < 1000 + 2000; n++) memo(n);
    format.mockClear();
    memo(1000 + 1999);
    expect(format).not.toHaveBeenCalled();
  });

  it('does not remember a format that throws', () => {
    const memo = recentResults((n: number) => {
      if (n < 0) throw new RangeError('negative');
      return String(n);
    });
    expect(() => memo(-1)).toThrow(RangeError);
    expect(() => memo(-1)).toThrow(RangeError);
  });
});
