import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { loggedInMessage, logOutCartMessage } from '../../../src/core/session';

const english = new Translator(englishCatalog);

describe('loggedInMessage', () => {
  it('names the email the session knows, else says only that the visitor is logged in', () => {
    expect(english.render(loggedInMessage('ada@example.com'))).toBe('You are logged in as ada@example.com.');
    expect(english.render(loggedInMessage(undefined))).toBe('You are logged in.');
  });
});

describe('logOutCartMessage', () => {
  it('says log-out empties the cart, unless cloneCart keeps a copy', () => {
    expect(english.render(logOutCartMessage(false))).toBe("Logging out empties this browser's cart.");
    expect(english.render(logOutCartMessage(true))).toBe('Your cart stays in this browser after you log out.');
  });
});
