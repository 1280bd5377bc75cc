import { describe, expect, it } from 'vitest';
import { captchaAlignment, captchaProblem, captchaTheme } from '../../../../src/core/forms';
import { englishCatalog, Translator } from '../../../../src/core/i18n';

const translator = new Translator(englishCatalog);
const text = (status: Parameters<typeof captchaProblem>[0], token?: string) => {
  const message = captchaProblem(status, token);
  return message ? translator.render(message) : null;
};

describe('captchaProblem', () => {
  it('asks nothing of a form without a captcha', () => {
    expect(text('none')).toBeNull();
  });

  it("refuses to send while the captcha is loading or not completed: 'Complete CAPTCHA before submitting.'", () => {
    expect(text('loading')).toBe('Complete CAPTCHA before submitting.');
    expect(text('ready')).toBe('Complete CAPTCHA before submitting.');
    expect(text('ready', '')).toBe('Complete CAPTCHA before submitting.');
    expect(text('ready', 'token')).toBeNull();
  });

  it("refuses to send when the provider could not be set up: 'ReCaptcha has not been set up!'", () => {
    expect(text('failed', 'token')).toBe('ReCaptcha has not been set up!');
  });
});

describe('captcha appearance', () => {
  it('reads captchaTheme 1/2 or light/dark, light otherwise', () => {
    expect([1, 2, 'dark', 'Light', 7, undefined].map((value) => captchaTheme(value))).toEqual(['light', 'dark', 'dark', 'light', 'light', 'light']);
  });

  it('reads captchaAlignment 1/2/3 or left/center/right, left otherwise', () => {
    expect([1, 2, 3, 'right', 'CENTER', 0, undefined].map((value) => captchaAlignment(value))).toEqual(['left', 'center', 'right', 'right', 'center', 'left', 'left']);
  });
});
