// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../src/template';
import { dataArbitrary, partialsArbitrary, rootArbitrary, templateArbitrary } from './support/arbitraries';
import { renderReference } from './support/reference';

const RUNS = Number(process.env.TEMPLATE_FC_RUNS ?? 2000);

describe('differential test against the reference engine', () => {
  it(`renders ${RUNS} generated templates with data exactly like the reference`, () => {
    let compared = 0;
    fc.assert(
      fc.property(templateArbitrary, rootArbitrary, partialsArbitrary, dataArbitrary, (template, json, partials, injected) => {
        // Known difference: the reference's `cycle` yields an undefined-valued node that `raw` prints as nothing, where a
        // missing lookup prints "null"; we keep one missing value, so `raw` after `cycle` is left out.
        fc.pre(!(template.includes('cycle') && template.includes('raw')));
        const injects = { 'i.json': injected };
        const ours = renderTemplate(template, json, { partials, injects, now: 1_600_000_000_000 });
        const reference = renderReference({ template, json, partials, injects, now: 1_600_000_000_000 });
        compared++;
        expect(ours.output).toBe(reference.output);
        expect(ours.errors.length > 0).toBe(reference.errors.length > 0);
      }),
      { numRuns: RUNS, seed: Number(process.env.TEMPLATE_FC_SEED ?? Date.now() % 2 ** 31) },
    );
    expect(compared).toBeGreaterThanOrEqual(RUNS);
  }, 120_000);
});
