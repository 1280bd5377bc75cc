import { describe, expect, it, vi } from 'vitest';
import { parsedOncePerText } from '../../../src/elements/merchant-reviews/parsedOncePerText';

describe('parsedOncePerText', () => {
  it('parses each distinct text once and gives equal texts the same value', () => {
    const parse = vi.fn((text: string) => ({ parsed: JSON.parse(text) as unknown }));
    const read = parsedOncePerText(parse);
    const first = read('{"id":1}');
    expect(read('{"id":1}')).toBe(first);
    expect(read('{"id":2}')).toEqual({ parsed: { id: 2 } });
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('throws for a text that fails every time, remembering nothing for it', () => {
    const parse = vi.fn((text: string) => JSON.parse(text) as unknown);
    const read = parsedOncePerText(parse);
    expect(() => read('{oops')).toThrow(SyntaxError);
    expect(() => read('{oops')).toThrow(SyntaxError);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest text beyond the last 8', () => {
    const parse = vi.fn((text: string) => `parsed:${text}`);
    const read = parsedOncePerText(parse);
    expect(read('a')).toBe('parsed:a');
    for (let index = 0; index < 8; index += 1) read(`text ${index}`);
    expect(parse).toHaveBeenCalledTimes(9);
    read('text 7');
    expect(parse).toHaveBeenCalledTimes(9);
    read('a');
    expect(parse).toHaveBeenCalledTimes(10);
  });
});
