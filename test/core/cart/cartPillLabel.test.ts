import { describe, expect, it } from 'vitest';
import { cartPillLabel, totalQuantityOf } from '../../../src/core/cart';
import { Translator, englishCatalog } from '../../../src/core/i18n';

const translator = new Translator(englishCatalog);
const render = (quantity: number) => {
  const label = cartPillLabel(quantity);
  return [translator.render(label.text), translator.render(label.description)];
};

describe('cartPillLabel', () => {
  it('shows the number with a plural aria label up to 100', () => {
    expect(render(0)).toEqual(['0', '0 items in cart']);
    expect(render(1)).toEqual(['1', '1 item in cart']);
    expect(render(100)).toEqual(['100', '100 items in cart']);
  });

  it("shows '100+' and 'More than 100 items in cart' above 100", () => {
    expect(render(101)).toEqual(['100+', 'More than 100 items in cart']);
    expect(render(5000)).toEqual(['100+', 'More than 100 items in cart']);
  });

  it('sums entry quantities', () => {
    expect(totalQuantityOf([{ quantity: 2 }, { quantity: 40 }, { quantity: 59 }])).toBe(101);
    expect(totalQuantityOf([])).toBe(0);
  });
});
