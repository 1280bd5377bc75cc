import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { validateRestockEmail, validateRestockSignUp } from '../../../src/core/restock';

const translator = new Translator(englishCatalog);
const text = (message: ReturnType<typeof validateRestockEmail>) => (message ? translator.render(message) : null);

describe('validateRestockEmail', () => {
  it("rejects a blank email with 'Email cannot be blank'", () => {
    expect(text(validateRestockEmail(''))).toBe('Email cannot be blank');
    expect(text(validateRestockEmail('   '))).toBe('Email cannot be blank');
  });

  it("rejects a malformed email with 'Email is invalid'", () => {
    for (const email of ['shopper', 'shopper@', '@example.com', 'shop per@example.com', 'shopper@example']) {
      expect(text(validateRestockEmail(email))).toBe('Email is invalid');
    }
  });

  it('accepts emails of 3 to 256 characters and rejects longer ones', () => {
    expect(validateRestockEmail('shopper@example.com')).toBeNull();
    const domain = '@example.com';
    const at256 = `${'a'.repeat(256 - domain.length)}${domain}`;
    expect(at256).toHaveLength(256);
    expect(validateRestockEmail(at256)).toBeNull();
    expect(text(validateRestockEmail(`a${at256}`))).toBe('Email is invalid');
  });

  it('rejects emails shorter than 3 characters', () => {
    expect(text(validateRestockEmail('a@'))).toBe('Email is invalid');
  });
});

describe('validateRestockSignUp', () => {
  it('checks the email before the captcha', () => {
    expect(validateRestockSignUp({ email: '', captcha: 'ready' })?.field).toBe('email');
  });

  it("requires a rendered captcha to be completed: 'Complete CAPTCHA before submitting.'", () => {
    const error = validateRestockSignUp({ email: 'shopper@example.com', captcha: 'ready', captchaToken: '' });
    expect(error?.field).toBe('captcha');
    expect(text(error?.message ?? null)).toBe('Complete CAPTCHA before submitting.');
    expect(text(validateRestockSignUp({ email: 'shopper@example.com', captcha: 'loading' })?.message ?? null)).toBe('Complete CAPTCHA before submitting.');
    expect(validateRestockSignUp({ email: 'shopper@example.com', captcha: 'ready', captchaToken: 'token' })).toBeNull();
  });

  it("refuses to send when the captcha could not be set up: 'ReCaptcha has not been set up!'", () => {
    const error = validateRestockSignUp({ email: 'shopper@example.com', captcha: 'failed', captchaToken: 'token' });
    expect(error?.field).toBe('captcha');
    expect(text(error?.message ?? null)).toBe('ReCaptcha has not been set up!');
  });

  it('does not ask for a captcha when the form has none', () => {
    expect(validateRestockSignUp({ email: 'shopper@example.com', captcha: 'none' })).toBeNull();
    expect(validateRestockSignUp({ email: 'shopper@example.com' })).toBeNull();
  });
});
