import { describe, expect, it } from 'vitest';
import { parseDecimalOptions } from '../../../../src/template/plugins/site/numberOptions';
import { renderSite } from './renderSite';

describe('number options', () => {
  it('clamps digit options to 0-50', () => {
    expect(parseDecimalOptions(['maxfrac:99', 'minint:-4', 'maxsig:51', 'minfrac:7'])).toMatchObject({
      maximumFractionDigits: 50, minimumIntegerDigits: 0, maximumSignificantDigits: 50, minimumFractionDigits: 7,
    });
  });
});

describe('decimal, money and percentage-format', () => {
  it('formats decimals with options and writes nothing for invalid input', () => {
    expect(renderSite('{n|decimal}', { n: '1234.5678' }).output).toBe('1,234.568');
    expect(renderSite('{n|decimal no-group maxfrac:1}', { n: '1234.56' }).output).toBe('1234.6');
    expect(renderSite('{n|decimal style:short}', { n: '12345' }).output).toBe('12K');
    expect(renderSite('{n|decimal}', { n: 'abc' }).output).toBe('');
  });

  it('formats money objects in their currency and styles', () => {
    const money = { value: '1234.5', currency: 'USD' };
    expect(renderSite('{m|money}', { m: money }).output).toBe('$1,234.50');
    expect(renderSite('{m|money style:code}', { m: money }).output).toBe('1,234.50 USD');
    expect(renderSite('{m|money style:name}', { m: money }).output).toBe('1,234.50 US dollars');
    expect(renderSite('{m|money}', { m: money }, { locale: 'de-DE' }).output).toBe('1.234,50\u00a0$');
    expect(renderSite('{m|money}', { m: { foo: 1 } }).output).toBe('');
  });

  it('shows percentages with 2 to 3 fraction digits, or 0 to 3 with trim', () => {
    expect(renderSite('{n|percentage-format}', { n: 12.5 }).output).toBe('12.50');
    expect(renderSite('{n|percentage-format}', { n: '12.34567' }).output).toBe('12.346');
    expect(renderSite('{n|percentage-format trim}', { n: 12.5 }).output).toBe('12.5');
    expect(renderSite('{n|percentage-format trim}', { n: 12 }).output).toBe('12');
  });

  it('formats cents in the currency of the locale region (bookkeeper-money-format)', () => {
    expect(renderSite('{n|bookkeeper-money-format}', { n: 12345 }).output).toBe('$123.45');
    expect(renderSite('{n|bookkeeper-money-format}', { n: 12345 }, { locale: 'en-GB' }).output).toBe('£123.45');
  });
});

describe('relative-time', () => {
  it('picks the largest unit and rounds', () => {
    const hour = 3_600_000;
    expect(renderSite('{a,b|relative-time}', { a: 0, b: 2 * hour }).output).toBe('in 2 hours');
    expect(renderSite('{a|relative-time context:begin-sentence}', { a: 0 }, { now: 11 * hour }).output).toBe('11 hours ago');
    expect(renderSite('{a,b|relative-time allowWeeks:true}', { a: 0, b: 11.5 * 24 * hour }).output).toBe('in 2 weeks');
  });
});

describe('directed rounding of amounts smaller than the last place (deliberate difference from the reference)', () => {
  it('rounds away from zero as the mode says, where the reference writes 0', () => {
    expect(renderSite('{m|money maxfrac:1 round:floor}', { m: { value: '-0.009', currency: 'USD' } }).output).toBe('-$0.1');
    expect(renderSite('{m|money maxfrac:1 round:ceil}', { m: { value: '0.009', currency: 'USD' } }).output).toBe('$0.1');
    expect(renderSite('{n|decimal maxfrac:2 round:floor}', { n: '-0.0001' }).output).toBe('-0.01');
    expect(renderSite('{m|money maxfrac:1 round:floor}', { m: { value: '-0.011', currency: 'USD' } }).output).toBe('-$0.1');
  });
});
