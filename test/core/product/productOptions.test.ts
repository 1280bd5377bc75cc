import { describe, expect, it } from 'vitest';
import { findVariant, missingOptions, productOptions } from '../../../src/core/product';
import { ProductType } from '../../../src/core/site';
import { product, variant } from './fixtures';

const shirt = () =>
  product(
    ProductType.PHYSICAL,
    [
      variant('10', { id: 'a', attributes: { Size: 'M', Color: 'Red' } }),
      variant('10', { id: 'b', attributes: { Size: 'S', Color: 'Red' } }),
      variant('10', { id: 'c', attributes: { Size: 'M', Color: 'Blue' } }),
      variant('10', { id: 'd', attributes: { Size: 'L', Color: 'Blue', Unlisted: 'x' } }),
    ],
    { variantOptionOrdering: ['Color', 'Size'] },
  );

describe('productOptions', () => {
  it('lists each ordered option name with distinct values in first-seen order', () => {
    expect(productOptions(shirt())).toEqual([
      { name: 'Color', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['M', 'S', 'L'] },
    ]);
  });

  it('is empty with one variant or fewer', () => {
    expect(productOptions(product(ProductType.PHYSICAL, [variant('1', { attributes: { Size: 'M' } })], { variantOptionOrdering: ['Size'] }))).toEqual([]);
    expect(productOptions(product(ProductType.PHYSICAL, [], { variantOptionOrdering: ['Size'] }))).toEqual([]);
  });

  it('ignores attributes that are not in the ordering', () => {
    expect(productOptions(shirt()).map((option) => option.name)).not.toContain('Unlisted');
  });
});

describe('missingOptions', () => {
  it('names the options not chosen, in order', () => {
    expect(missingOptions(shirt(), {})).toEqual(['Color', 'Size']);
    expect(missingOptions(shirt(), { Size: 'M' })).toEqual(['Color']);
    expect(missingOptions(shirt(), { Size: 'M', Color: '' })).toEqual(['Color']);
    expect(missingOptions(shirt(), { Size: 'M', Color: 'Red' })).toEqual([]);
  });
});

describe('findVariant', () => {
  it('matches the variant with every chosen value', () => {
    expect(findVariant(shirt(), { Color: 'Blue', Size: 'M' })?.id).toBe('c');
    expect(findVariant(shirt(), { Color: 'Red', Size: 'S' })?.id).toBe('b');
  });

  it('finds nothing for a combination that does not exist', () => {
    expect(findVariant(shirt(), { Color: 'Blue', Size: 'S' })).toBeUndefined();
  });

  it('finds nothing while an option is unchosen', () => {
    expect(findVariant(shirt(), { Color: 'Blue' })).toBeUndefined();
  });

  it('returns the only variant of a product without options', () => {
    const single = product(ProductType.PHYSICAL, [variant('1', { id: 'only' })]);
    expect(findVariant(single, {})?.id).toBe('only');
  });

  it('is not fooled by inherited property names', () => {
    expect(findVariant(shirt(), Object.create({ Color: 'Red', Size: 'M' }) as Record<string, string>)).toBeUndefined();
  });
});
