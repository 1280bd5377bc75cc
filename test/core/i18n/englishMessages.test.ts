import { describe, expect, it } from 'vitest';
import { CatalogStore, Translator } from '../../../src/core/i18n';
import { addEnglishMessages, englishMessages } from '../../../src/core/i18n/englishMessages';

describe('the live en-US catalog', () => {
  it('finds a message registered after the en-US translator was made', () => {
    const english = new Translator(englishMessages, 'en-US');
    expect(english.has('lateFeature.title')).toBe(false);
    expect(() => english.format('lateFeature.title')).toThrow('No message "lateFeature.title" in the en-US catalog');
    addEnglishMessages({ 'lateFeature.title': 'Late arrival', 'lateFeature.count': '{n, plural, one {# piece} other {# pieces}}' });
    expect(english.format('lateFeature.title')).toBe('Late arrival');
    expect(english.format('lateFeature.count', { n: 2 })).toBe('2 pieces');
  });

  it('keeps earlier groups when another registers', () => {
    addEnglishMessages({ 'firstGroup.a': 'A' });
    addEnglishMessages({ 'secondGroup.b': 'B' });
    expect(new Translator(englishMessages).format('firstGroup.a')).toBe('A');
    expect(new Translator(englishMessages).format('secondGroup.b')).toBe('B');
  });

  it('another locale falls back to an English message registered after its catalog loaded', async () => {
    const store = new CatalogStore({ fallback: englishMessages, load: async () => ({ 'lazyElement.own': 'Le sien' }) });
    const french = await store.load('fr-FR');
    expect(french.has('lazyElement.label')).toBe(false);
    addEnglishMessages({ 'lazyElement.label': 'Only in English', 'lazyElement.own': 'Its own' });
    expect(french.format('lazyElement.label')).toBe('Only in English');
    expect(french.format('lazyElement.own')).toBe('Le sien');
    expect(french.locale).toBe('fr-FR');
    expect(store.peek('en-US')?.format('lazyElement.own')).toBe('Its own');
  });

  it('formats an English fallback with the locale’s own number rules', () => {
    const german = new Translator({}, 'de-DE', { 'fallback.total': '{n, number}' });
    expect(german.format('fallback.total', { n: 1234.5 })).toBe('1.234,5');
    expect(german.has('toString')).toBe(false);
    expect(() => german.format('fallback.none')).toThrow('No message "fallback.none" in the de-DE catalog');
  });
});
