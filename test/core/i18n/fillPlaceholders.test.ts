import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../../../src/core/i18n';

describe("fillPlaceholders (a merchant's own text, never ICU)", () => {
  it('fills each known placeholder, every time it appears', () => {
    expect(fillPlaceholders('Hurry! {quantity} remaining, {quantity} only', { quantity: 3 })).toBe('Hurry! 3 remaining, 3 only');
    expect(fillPlaceholders('Choose a {variantName}', { variantName: 'Size' })).toBe('Choose a Size');
  });

  it('formats numbers for the locale', () => {
    expect(fillPlaceholders('{quantity} left', { quantity: 1200 }, 'de-DE')).toBe('1.200 left');
    expect(fillPlaceholders('{quantity} left', { quantity: 1200 }, 'en-US')).toBe('1,200 left');
  });

  it('prints apostrophes, #, unknown and unbalanced braces and ICU-looking syntax as written', () => {
    const values = { quantity: 2 };
    expect(fillPlaceholders("Don't wait: '{quantity}' left", values)).toBe("Don't wait: '2' left");
    expect(fillPlaceholders('# {quantity} left {', values)).toBe('# 2 left {');
    expect(fillPlaceholders('} {quantity {quantity}}', values)).toBe('} {quantity 2}');
    expect(fillPlaceholders('{quantity, plural, one {# item} other {# items}} left', values)).toBe('{quantity, plural, one {# item} other {# items}} left');
    expect(fillPlaceholders('{stock} left', values)).toBe('{stock} left');
    expect(fillPlaceholders('<b>{quantity}</b>', values)).toBe('<b>2</b>');
  });

  it('does not fill names inherited from Object.prototype', () => {
    expect(fillPlaceholders('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });
});
