import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { INSTALLMENT_MESSAGE_KEYS } from '../../../src/core/installments';

describe('INSTALLMENT_MESSAGE_KEYS', () => {
  const english = new Translator(englishCatalog);

  it.each(Object.entries(INSTALLMENT_MESSAGE_KEYS))('%s (%s) is in the English catalog', (_, key) => {
    expect(english.has(key)).toBe(true);
  });
});
