import { describe, expect, it } from 'vitest';
import * as core from '../../src/core';

const words = (name: string) => new Set(name.split('_').filter((word) => word.length >= 3));

describe('the public constants of storefront-elements/core', () => {
  it('give each number one home: no two of them hold the same value under names about the same thing', () => {
    const numbers = Object.entries(core as Record<string, unknown>).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
    const repeats = numbers.flatMap(([name, value], index) =>
      numbers
        .slice(index + 1)
        .filter(([other, otherValue]) => otherValue === value && [...words(name)].filter((word) => words(other).has(word)).length >= 2)
        .map(([other]) => `${name} repeats ${other}`),
    );
    expect(numbers.length).toBeGreaterThan(10);
    expect(repeats).toEqual([]);
  });
});
