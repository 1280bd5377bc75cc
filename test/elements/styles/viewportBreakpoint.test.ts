import { describe, expect, it } from 'vitest';

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
  it('switches every element stylesheet at one width: mobile up to 432 px, desktop from 433 px', () => {
    const widths = mediaConditions().filter(({ condition }) => /width/.test(condition));
    expect([...new Set(widths.map(({ condition }) => condition))]).toEqual(['(min-width: 433px)']);
    expect(widths.map(({ sheet }) => sheet.replace(/^.*src\/elements\//, ''))).toEqual(expect.arrayContaining(['cart/styles.ts storeCartStyles', 'quick-view/styles.ts quickViewStyles']));
  });
});
