import { describe, expect, it } from 'vitest';
import { fieldAnswerRule, FORM_YEAR_RANGE, type AnswerRuleField } from '../../../src/core/forms';

const date = (Month: string, Day: string, Year: string) => fieldAnswerRule({ type: 'date' }, { Month, Day, Year });
const time = (Hour: string, Minute: string, Second = '', Ampm = '') => fieldAnswerRule({ type: 'time' }, { Hour, Minute, Second, Ampm });
const phone = (Country: string, Areacode: string, Prefix: string, Line: string) => fieldAnswerRule({ type: 'phone' }, { Country, Areacode, Prefix, Line });

describe('fieldAnswerRule: date', () => {
  it('accepts real calendar dates, with or without leading zeros', () => {
    for (const [m, d, y] of [['12', '10', '1815'], ['1', '1', '2026'], ['02', '29', '2024'], ['2', '29', '2000'], ['12', '31', String(FORM_YEAR_RANGE.max)], ['1', '1', String(FORM_YEAR_RANGE.min)]]) {
      expect(date(m!, d!, y!), `${m}/${d}/${y}`).toBeNull();
    }
  });

  it('refuses a month outside 1-12', () => {
    for (const month of ['0', '13', '00', '-1', 'ab', '1.5', '012']) expect(date(month, '10', '2026'), month).toBe('date');
  });

  it('refuses a day outside 1-31', () => {
    for (const day of ['0', '32', '40', 'x', '001']) expect(date('1', day, '2026'), day).toBe('date');
  });

  it(`refuses a year that is not four digits from ${FORM_YEAR_RANGE.min} to ${FORM_YEAR_RANGE.max}`, () => {
    for (const year of ['0', '26', '026', '20266', String(FORM_YEAR_RANGE.min - 1), String(FORM_YEAR_RANGE.max + 1), '2O26']) expect(date('1', '10', year), year).toBe('date');
  });

  it('refuses a day the month does not have, leap years included', () => {
    expect(date('2', '30', '2024')).toBe('dateNotReal');
    expect(date('2', '29', '2026')).toBe('dateNotReal');
    expect(date('2', '29', '1900')).toBe('dateNotReal');
    expect(date('4', '31', '2026')).toBe('dateNotReal');
    expect(date('6', '31', '2026')).toBe('dateNotReal');
  });

  it('refuses the demo’s 13/40/0', () => {
    expect(date('13', '40', '0')).toBe('date');
  });
});

describe('fieldAnswerRule: time', () => {
  it('reads hour 0-23 without AM/PM and 1-12 with it', () => {
    expect(time('0', '00')).toBeNull();
    expect(time('23', '59', '59')).toBeNull();
    expect(time('24', '00')).toBe('time');
    expect(time('9', '30', '', 'AM')).toBeNull();
    expect(time('12', '00', '', 'PM')).toBeNull();
    expect(time('0', '30', '', 'AM')).toBe('time');
    expect(time('13', '30', '', 'PM')).toBe('time');
  });

  it('refuses minutes and seconds outside 0-59, and non-digits', () => {
    expect(time('10', '60')).toBe('time');
    expect(time('10', '5x')).toBe('time');
    expect(time('10', '30', '60')).toBe('time');
    expect(time('10', '30', '-1')).toBe('time');
    expect(time('1 0', '30')).toBe('time');
  });

  it('accepts only AM or PM as the AM/PM part', () => {
    expect(time('10', '30', '', 'XM')).toBe('time');
    expect(time('10', '30', '', 'am')).toBe('time');
  });

  it('asks for the minute once an hour is given', () => {
    expect(time('10', '')).toBe('time');
  });

  it('refuses the demo’s 99:99', () => {
    expect(time('99', '99')).toBe('time');
  });
});

describe('fieldAnswerRule: number', () => {
  const guests: AnswerRuleField = { type: 'number', min: 1, max: 20 };
  it('accepts finite numbers: whole, negative, decimal, exponent', () => {
    for (const text of ['42', '-5', '2.5', '.5', '+3', '1e3', ' 7 ']) expect(fieldAnswerRule({ type: 'number' }, text), text).toBeNull();
  });

  it('refuses text that is no finite number', () => {
    for (const text of ['ten', '1,5', '0x10', 'Infinity', '1e999', '--1', '1.2.3', 'NaN']) expect(fieldAnswerRule({ type: 'number' }, text), text).toBe('number');
  });

  it('keeps the field’s min and max, both inclusive', () => {
    expect(fieldAnswerRule(guests, '1')).toBeNull();
    expect(fieldAnswerRule(guests, '20')).toBeNull();
    expect(fieldAnswerRule(guests, '-5')).toBe('numberTooSmall');
    expect(fieldAnswerRule(guests, '0.5')).toBe('numberTooSmall');
    expect(fieldAnswerRule(guests, '21')).toBe('numberTooLarge');
  });
});

describe('fieldAnswerRule: currency', () => {
  it('accepts a non-negative amount with at most 2 fraction digits', () => {
    for (const text of ['0', '9.99', '10', '10.5', '.5', '1000000']) expect(fieldAnswerRule({ type: 'currency' }, text), text).toBeNull();
  });

  it('refuses negative amounts, more fraction digits and non-amounts', () => {
    for (const text of ['-1', '-0.01', '9.999', '1e3', 'ten', '1,50', '$5', '5.']) expect(fieldAnswerRule({ type: 'currency' }, text), text).toBe('currency');
  });

  it('uses the currency’s fraction digits: none for JPY', () => {
    expect(fieldAnswerRule({ type: 'currency', currency: 'JPY' }, '1250')).toBeNull();
    expect(fieldAnswerRule({ type: 'currency', currency: 'JPY' }, '12.5')).toBe('currency');
    expect(fieldAnswerRule({ type: 'currency', currency: 'EUR' }, '12.50')).toBeNull();
  });
});

describe('fieldAnswerRule: phone', () => {
  it('accepts a 3-digit area code, 3-digit prefix and 4-digit line, with no country code or country code 1', () => {
    expect(phone('', '555', '123', '4567')).toBeNull();
    expect(phone('1', '555', '123', '4567')).toBeNull();
    expect(phone('+1', '555', '123', '4567')).toBeNull();
  });

  it('refuses non-digits and parts of the wrong length', () => {
    expect(phone('', 'ab', '123', '4567')).toBe('phone');
    expect(phone('', '55', '123', '4567')).toBe('phone');
    expect(phone('', '555', '1234', '4567')).toBe('phone');
    expect(phone('', '555', '123', '456')).toBe('phone');
    expect(phone('', '555', '12a', '4567')).toBe('phone');
    expect(phone('', '555', '123', '')).toBe('phone');
  });

  it('accepts an international number: a 1-3 digit country code and up to 15 digits in all', () => {
    expect(phone('44', '20', '7946', '0958')).toBeNull();
    expect(phone('+353', '', '1234', '5678')).toBeNull();
    expect(phone('44', '20', '7946', '0958123')).toBeNull();
    expect(phone('44', '20', '7946', '09581234')).toBe('phoneInternational');
    expect(phone('4444', '20', '7946', '0958')).toBe('phoneInternational');
    expect(phone('4a', '20', '7946', '0958')).toBe('phoneInternational');
    expect(phone('44', '2O', '7946', '0958')).toBe('phoneInternational');
  });
});

describe('fieldAnswerRule: website', () => {
  it('accepts an http(s) address or a bare domain, refuses anything else', () => {
    expect(fieldAnswerRule({ type: 'website' }, 'https://example.com/shop')).toBeNull();
    expect(fieldAnswerRule({ type: 'website' }, 'example.com')).toBeNull();
    expect(fieldAnswerRule({ type: 'website' }, 'not a url')).toBe('website');
    expect(fieldAnswerRule({ type: 'website' }, 'javascript:alert(1)')).toBe('website');
  });
});

describe('fieldAnswerRule: other types', () => {
  it('has no answer rule for text, email, name, address and choices', () => {
    for (const type of ['text', 'email', 'twitter', 'password', 'textarea', 'select', 'radio'] as const) expect(fieldAnswerRule({ type }, 'anything'), type).toBeNull();
    expect(fieldAnswerRule({ type: 'name' }, { First: '1', Last: '2' })).toBeNull();
  });
});
