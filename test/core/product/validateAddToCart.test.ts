import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator, type Message } from '../../../src/core/i18n';
import { selectOptionsMessage, validateAddToCart } from '../../../src/core/product';
import { ProductType } from '../../../src/core/site';
import { product, variant } from './fixtures';

const english = new Translator(englishCatalog);
const render = (message: Message | null) => (message ? english.render(message) : null);

const shirt = (stock: Record<string, unknown> = { qtyInStock: 5 }) =>
  product(
    ProductType.PHYSICAL,
    [
      variant('10', { id: 'a', attributes: { Size: 'M', Color: 'Red', Style: 'Slim' }, ...stock }),
      variant('10', { id: 'b', attributes: { Size: 'L', Color: 'Blue', Style: 'Loose' }, ...stock }),
    ],
    { variantOptionOrdering: ['Size', 'Color', 'Style'] },
  );
const complete = { Size: 'M', Color: 'Red', Style: 'Slim' };

describe('selectOptionsMessage', () => {
  it("asks for one option: 'Please select the {option} option.'", () => {
    expect(render(selectOptionsMessage(['Size']))).toBe('Please select the Size option.');
  });

  it("asks for two options: 'Please select the {option1} and {option2} options.'", () => {
    expect(render(selectOptionsMessage(['Size', 'Color']))).toBe('Please select the Size and Color options.');
  });

  it('asks for three or more options in a list form', () => {
    expect(render(selectOptionsMessage(['Size', 'Color', 'Style']))).toBe('Please select the Size, Color, and Style options.');
    expect(render(selectOptionsMessage(['A', 'B', 'C', 'D']))).toBe('Please select the A, B, C, and D options.');
  });

  it('uses the locale list form', () => {
    expect(selectOptionsMessage(['Taille', 'Couleur', 'Style'], 'fr')?.values?.options).toBe('Taille, Couleur et Style');
  });

  it('is null when nothing is missing', () => expect(selectOptionsMessage([])).toBeNull());
});

describe('validateAddToCart', () => {
  it('passes a complete, in-stock choice', () => {
    expect(validateAddToCart(shirt(), { chosen: complete, quantity: '2' })).toBeNull();
  });

  it('asks for every missing option first', () => {
    expect(render(validateAddToCart(shirt(), { chosen: {}, quantity: 'abc' }))).toBe('Please select the Size, Color, and Style options.');
    expect(render(validateAddToCart(shirt(), { chosen: { Size: 'M' }, quantity: '1' }))).toBe('Please select the Color and Style options.');
    expect(render(validateAddToCart(shirt(), { chosen: { Size: 'M', Color: 'Red' }, quantity: '1' }))).toBe('Please select the Style option.');
  });

  it('reports a combination without a variant', () => {
    expect(render(validateAddToCart(shirt(), { chosen: { Size: 'M', Color: 'Blue', Style: 'Slim' }, quantity: '1' }))).toBe(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
  });

  it('reports a product without variants as unavailable', () => {
    expect(render(validateAddToCart(product(ProductType.PHYSICAL, []), { quantity: 1 }))).toBe(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
  });

  it('trusts an explicit null variant as "no match"', () => {
    expect(render(validateAddToCart(shirt(), { chosen: complete, variant: null, quantity: '1' }))).toBe(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
  });

  it('validates the quantity after the variant', () => {
    expect(render(validateAddToCart(shirt(), { chosen: complete, quantity: 'two' }))).toBe('Quantity must be a number.');
    expect(render(validateAddToCart(shirt(), { chosen: complete, quantity: '1.5' }))).toBe('Quantity must be a whole number.');
    expect(render(validateAddToCart(shirt(), { chosen: complete, quantity: 0 }))).toBe('Quantity must be between 1 and 9999.');
  });

  it('reports not enough stock', () => {
    expect(render(validateAddToCart(shirt({ qtyInStock: 2 }), { chosen: complete, quantity: '3' }))).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect(render(validateAddToCart(shirt({ qtyInStock: 0 }), { chosen: complete, quantity: '1' }))).toBe(
      'Sorry, we do not have enough of that item available.',
    );
  });

  it('counts units already in the cart against the stock', () => {
    expect(validateAddToCart(shirt({ qtyInStock: 3 }), { chosen: complete, quantity: '2' }, { quantityInCart: 1 })).toBeNull();
    expect(render(validateAddToCart(shirt({ qtyInStock: 3 }), { chosen: complete, quantity: '2' }, { quantityInCart: 2 }))).toBe(
      'Sorry, we do not have enough of that item available.',
    );
  });

  it('accepts any quantity up to 9999 for unlimited stock', () => {
    expect(validateAddToCart(shirt({ unlimited: true, qtyInStock: 0 }), { chosen: complete, quantity: '9999' })).toBeNull();
  });

  it('uses a given variant instead of matching', () => {
    const item = shirt();
    expect(validateAddToCart(item, { variant: item.structuredContent.variants[1], quantity: 1 })).toBeNull();
  });

  it('accepts a single input object', () => {
    expect(validateAddToCart({ product: shirt(), chosen: complete, quantity: 2 })).toBeNull();
    expect(render(validateAddToCart({ product: shirt(), chosen: { Size: 'M' }, quantity: 1 }))).toBe('Please select the Color and Style options.');
    expect(render(validateAddToCart({ product: shirt({ qtyInStock: 3 }), chosen: complete, quantity: '2', quantityInCart: 2 }))).toBe(
      'Sorry, we do not have enough of that item available.',
    );
  });

  describe('gift cards', () => {
    const giftCard = () =>
      product(ProductType.GIFT_CARD, [variant('25', { attributes: { Amount: '25' } }), variant('50', { attributes: { Amount: '50' } })], {
        variantOptionOrdering: ['Amount'],
      });

    it("asks for a denomination: 'Select a denomination for the Gift Card.'", () => {
      expect(render(validateAddToCart(giftCard(), { chosen: {}, quantity: '1' }))).toBe('Select a denomination for the Gift Card.');
      expect(render(validateAddToCart(giftCard(), { chosen: {}, variant: null, quantity: '1' }))).toBe('Select a denomination for the Gift Card.');
    });

    it('passes with a denomination chosen', () => {
      expect(validateAddToCart(giftCard(), { chosen: { Amount: '50' }, quantity: '1' })).toBeNull();
    });

    it('uses the gift card wording when asked to', () => {
      expect(render(validateAddToCart(shirt(), { chosen: {}, quantity: '1' }, { giftCard: true }))).toBe('Select a denomination for the Gift Card.');
    });
  });
});
