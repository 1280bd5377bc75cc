import { describe, expect, it } from 'vitest';
import { MissingMessageError, Translator, listFormat } from '../../../src/core/i18n';

describe('Translator', () => {
  const translator = new Translator({ 'demo.greet': 'Hello {name}', 'demo.count': '{n, plural, one {# item} other {# items}}' });

  it('renders ICU arguments and plurals', () => {
    expect(translator.format('demo.greet', { name: 'Ada' })).toBe('Hello Ada');
    expect(translator.render({ key: 'demo.count', values: { n: 1 } })).toBe('1 item');
    expect(translator.render({ key: 'demo.count', values: { n: 3 } })).toBe('3 items');
  });

  it('names the missing key', () => {
    expect(() => translator.format('demo.nope')).toThrow(MissingMessageError);
    expect(() => translator.format('demo.nope')).toThrow('No message "demo.nope" in the en-US catalog');
  });

  it('does not treat inherited keys as messages', () => {
    expect(translator.has('toString')).toBe(false);
  });

  it('joins lists as a conjunction', () => {
    expect(listFormat(['Size', 'Color', 'Style'])).toBe('Size, Color, and Style');
  });
});
