// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CORE_FORMATTERS, CORE_PREDICATES, compileTemplate, renderTemplate } from '../../../src/template';
import { astFixtures, FIXTURE_ROOT, fixtureInput, renderingFixtures, type FixtureFile } from '../support/fixtures';
import { pluginNames } from '../support/pluginNames';
import { renderReference } from '../support/reference';

const AREAS = ['core', 'core predicates', 'core formatters', 'site predicates', 'site formatters', 'site i18n'] as const;
type Area = (typeof AREAS)[number];
const CORE_AREAS: readonly Area[] = ['core', 'core predicates', 'core formatters'];

const deliberate = JSON.parse(readFileSync(join(FIXTURE_ROOT, '..', 'deliberate-differences.json'), 'utf8')) as Record<string, string>;

function areaOf(fixture: FixtureFile): Area {
  if (fixture.path.startsWith('resources/')) return 'core';
  if (fixture.path.includes('/i18n/')) return 'site i18n';
  const input = fixtureInput(fixture.sections);
  const { formatters, predicates } = pluginNames([input.template, ...Object.values(input.partials)]);
  const onlyCore = [...formatters].every((f) => f in CORE_FORMATTERS) && [...predicates].every((p) => p in CORE_PREDICATES);
  const base = fixture.path.split('/').pop() as string;
  if (base.startsWith('p-')) return onlyCore ? 'core predicates' : 'site predicates';
  return onlyCore ? 'core formatters' : 'site formatters';
}

interface Outcome {
  path: string;
  area: Area;
  ours: boolean;
  reference: boolean;
  ourOutput: string;
  expected: string;
}

const outcomes: Outcome[] = renderingFixtures().map((fixture) => {
  const input = fixtureInput(fixture.sections);
  const ours = renderTemplate(input.template, input.json, {
    partials: input.partials,
    injects: input.injects,
    locale: input.locale,
    now: input.now,
  });
  const reference = renderReference(input);
  const expected = input.expected.trim();
  return {
    path: fixture.path,
    area: areaOf(fixture),
    ours: ours.output.trim() === expected,
    reference: reference.output.trim() === expected,
    ourOutput: ours.output.trim(),
    expected,
  };
});

afterAll(() => {
  const rows = AREAS.map((area) => {
    const inArea = outcomes.filter((o) => o.area === area);
    return {
      area,
      fixtures: inArea.length,
      ours: inArea.filter((o) => o.ours).length,
      reference: inArea.filter((o) => o.reference).length,
      'reference-only passes': inArea.filter((o) => o.reference && !o.ours).length,
    };
  });
  console.log('Template conformance (pass counts per area):');
  console.table(rows);
});

describe('template conformance fixtures', () => {
  it('found every rendering fixture', () => {
    expect(outcomes.length).toBeGreaterThan(300);
  });

  for (const area of CORE_AREAS) {
    it(`passes every fixture the reference passes in area "${area}"`, () => {
      const missing = outcomes.filter((o) => o.area === area && o.reference && !o.ours);
      expect(missing.map((o) => ({ path: o.path, ours: o.ourOutput, expected: o.expected }))).toEqual([]);
      expect(outcomes.filter((o) => o.area === area && o.ours).length).toBeGreaterThan(0);
    });
  }

  for (const area of AREAS.filter((a) => !CORE_AREAS.includes(a))) {
    it(`passes the reference's passes in area "${area}" except listed deliberate differences`, () => {
      const missing = outcomes.filter((o) => o.area === area && o.reference && !o.ours && !(o.path in deliberate));
      expect(missing.map((o) => o.path)).toEqual([]);
    });
  }

  it('lists only real fixtures as deliberate differences, each with a reason', () => {
    const paths = new Set(outcomes.map((o) => o.path));
    for (const [path, reason] of Object.entries(deliberate)) {
      expect(paths.has(path), path).toBe(true);
      expect(reason.trim().length, path).toBeGreaterThan(0);
    }
  });
});

describe('AST export', () => {
  const fixtures = astFixtures();
  it('has the 20 ast fixtures', () => {
    expect(fixtures).toHaveLength(20);
  });
  for (const fixture of fixtures) {
    it(`exports ${fixture.path} as the reference's instruction code`, () => {
      const code = compileTemplate((fixture.sections.TEMPLATE ?? '').trim()).toCode();
      expect(code).toEqual(JSON.parse(fixture.sections.JSON ?? 'null'));
    });
  }
});
