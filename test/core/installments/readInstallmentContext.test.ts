import { describe, expect, it } from 'vitest';
import { InstallmentContextError, readInstallmentContext } from '../../../src/core/installments';

const valid = { afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 100000, shopperLanguage: 'fr', stripeAccountCountry: 'CA' };

describe('readInstallmentContext', () => {
  it('reads afterPayAvailable, afterPayMin, afterPayMax, shopperLanguage and stripeAccountCountry', () => {
    expect(readInstallmentContext(JSON.stringify(valid), 'pill')).toMatchObject(valid);
  });

  it.each([
    [null, 'missing', 'pill: no installment context'],
    ['  ', 'missing', 'pill: no installment context'],
    ['{"afterPay', 'invalid-json', 'pill: installment context is not valid JSON'],
    [JSON.stringify({ ...valid, afterPayMax: '1000' }), 'invalid-data', 'pill: Invalid InstallmentContext: afterPayMax: expected number'],
    [JSON.stringify({ ...valid, afterPayMin: 35.5 }), 'invalid-data', 'pill: Invalid InstallmentContext: afterPayMin'],
  ])('gives an InstallmentContextError for %j', (text, code, message) => {
    const result = readInstallmentContext(text, 'pill');
    expect(result).toBeInstanceOf(InstallmentContextError);
    expect((result as InstallmentContextError).code).toBe(code);
    expect((result as InstallmentContextError).message).toContain(message);
  });

  it('reads each distinct text once and follows a changed text', () => {
    const text = JSON.stringify(valid);
    const first = readInstallmentContext(text, 'pill');
    expect(readInstallmentContext(text, 'pill')).toBe(first);
    expect(readInstallmentContext(JSON.stringify({ ...valid, afterPayMax: 50000 }), 'pill')).toMatchObject({ ...valid, afterPayMax: 50000 });
    expect(readInstallmentContext(text, 'other pill')).toMatchObject(valid);
  });
});
