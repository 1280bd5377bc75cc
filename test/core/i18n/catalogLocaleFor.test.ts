import { describe, expect, it } from 'vitest';
import { catalogLocaleFor } from '../../../src/core/i18n';

describe('catalogLocaleFor', () => {
  it('keeps a shipped locale, whatever its case', () => {
    expect(catalogLocaleFor('fr-CA')).toBe('fr-CA');
    expect(catalogLocaleFor('ja-jp')).toBe('ja-JP');
  });

  it('falls back through the language, then to en-US', () => {
    expect(catalogLocaleFor('fr-BE')).toBe('fr-FR');
    expect(catalogLocaleFor('fr')).toBe('fr-FR');
    expect(catalogLocaleFor('pt-PT')).toBe('pt-BR');
    expect(catalogLocaleFor('en-GB')).toBe('en-US');
    expect(catalogLocaleFor('sv-SE')).toBe('en-US');
  });

  it('treats empty and malformed tags as en-US', () => {
    expect(catalogLocaleFor('')).toBe('en-US');
    expect(catalogLocaleFor('not a locale')).toBe('en-US');
    expect(catalogLocaleFor(undefined)).toBe('en-US');
  });
});
