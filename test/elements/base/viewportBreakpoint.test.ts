import { describe, expect, it } from 'vitest';
import { DESKTOP_MEDIA, MOBILE_MEDIA } from '../../../src/core/site';

/** Every styles module of the elements, evaluated: the CSS text each element adopts. */
const styleModules = import.meta.glob<Record<string, unknown>>('../../../src/elements/**/*{styles,Styles}.ts', { eager: true });

/** Each `@media` condition of every element stylesheet, with the stylesheet's name. */
function mediaConditions(): { sheet: string; condition: string }[] {
  return Object.entries(styleModules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .flatMap(([name, css]) => [...css.matchAll(/@media\s*([^{]+?)\s*\{/g)].map((match) => ({ sheet: `${file} ${name}`, condition: match[1] ?? '' }))),
  );
}

describe('the mobile / desktop breakpoint of the element styles (spec §9)', () => {
  it('is at most 432 px for mobile and from 433 px for desktop', () => {
    expect(MOBILE_MEDIA).toBe('(max-width: 432px)');
    expect(DESKTOP_MEDIA).toBe('(min-width: 433px)');
  });

  it('is the only viewport width any element switches at', () => {
    const widths = mediaConditions().filter(({ condition }) => /width/.test(condition));
    expect(widths.filter(({ condition }) => condition !== DESKTOP_MEDIA && condition !== MOBILE_MEDIA)).toEqual([]);
    expect(widths.map(({ sheet }) => sheet.replace(/^.*src\/elements\//, ''))).toEqual(expect.arrayContaining(['cart/styles.ts storeCartStyles', 'quick-view/styles.ts quickViewStyles']));
  });
});
