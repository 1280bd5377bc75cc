import { describe, expect, it } from 'vitest';
import { formatCssColor, hexColorToInt, hexColorWeight, isDarkColor, parseCssColor } from '../../../../src/template/plugins/site/cssColor';
import { renderSite } from './renderSite';

describe('parseCssColor', () => {
  it('reads hex with 3 or 6 digits only', () => {
    expect(parseCssColor('#fff')).toMatchObject({ r: 255, g: 255, b: 255, a: 1, hasAlpha: false });
    expect(parseCssColor('#102030')).toMatchObject({ r: 16, g: 32, b: 48 });
    expect(parseCssColor('#1234')).toBeUndefined();
    expect(hexColorToInt('abc')).toBe(0xaabbcc);
    expect(hexColorToInt('ggg')).toBe(-1);
  });

  it('reads rgb(a), hsl(a), hwb, named colours and transparent', () => {
    expect(parseCssColor('rgb(1, 2, 3)')).toMatchObject({ r: 1, g: 2, b: 3, hasAlpha: false });
    expect(parseCssColor('rgba(1, 2, 3, 0.5)')).toMatchObject({ a: 0.5, hasAlpha: true });
    expect(parseCssColor('hsl(120, 100%, 50%)')).toMatchObject({ r: 0, g: 255, b: 0 });
    expect(parseCssColor('hsla(0, 100%, 50%, 0.25)')).toMatchObject({ r: 255, a: 0.25, hasAlpha: true });
    expect(parseCssColor('hwb(0 0% 0%)')).toMatchObject({ r: 255, g: 0, b: 0 });
    expect(parseCssColor('rebeccapurple')).toMatchObject({ r: 0x66, g: 0x33, b: 0x99 });
    expect(parseCssColor('transparent')).toMatchObject({ a: 0, hasAlpha: true });
    expect(parseCssColor('notacolour')).toBeUndefined();
  });

  it('clamps channels to 0-255, alpha to 0-1 and percentages to 0-100', () => {
    expect(parseCssColor('rgb(300, -5, 128)')).toMatchObject({ r: 255, g: 0, b: 128 });
    expect(parseCssColor('rgba(0, 0, 0, 7)')).toMatchObject({ a: 1 });
    expect(parseCssColor('rgba(0, 0, 0, -1)')).toMatchObject({ a: 0 });
    expect(parseCssColor('rgb(150%, 0%, 0%)')).toMatchObject({ r: 255 });
    expect(parseCssColor('hsl(0, 250%, 50%)')).toEqual(parseCssColor('hsl(0, 100%, 50%)'));
  });

  it('writes no-alpha forms as rgb and alpha forms as rgba', () => {
    expect(formatCssColor(parseCssColor('#ff0000')!)).toBe('rgb(255, 0, 0)');
    expect(formatCssColor(parseCssColor('hsl(0, 100%, 50%)')!)).toBe('rgb(255, 0, 0)');
    expect(formatCssColor(parseCssColor('rgba(255, 0, 0, 0.5)')!)).toBe('rgba(255, 0, 0, 0.5)');
    expect(formatCssColor(parseCssColor('hsla(0, 100%, 50%, 1)')!)).toBe('rgba(255, 0, 0, 1)');
  });
});

describe('colour weight', () => {
  it('is dark when luma is below 166.4', () => {
    expect(isDarkColor({ r: 166, g: 166, b: 166, a: 1, hasAlpha: false })).toBe(true);
    expect(isDarkColor({ r: 167, g: 167, b: 167, a: 1, hasAlpha: false })).toBe(false);
  });

  it('calls hex colours light above 8388607.5', () => {
    expect(hexColorWeight('#7fffff')).toBe('dark');
    expect(hexColorWeight('#800000')).toBe('light');
    expect(hexColorWeight('nope')).toBeUndefined();
    expect(hexColorWeight('0000')).toBeUndefined();
    expect(hexColorWeight('#12345')).toBeUndefined();
    expect(renderSite('{c|color-weight}', { c: '#fff' }).output).toBe('light');
    expect(renderSite('{c|color-weight}', { c: '000' }).output).toBe('dark');
  });
});
