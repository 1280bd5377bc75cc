import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixtureInput, renderingFixtures, type FixtureFile } from '../../support/fixtures';
import { renderSite } from './renderSite';

const DELIBERATE = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../conformance/deliberate-differences.json'), 'utf8'),
) as Record<string, string>;

/** Fixtures the reference itself fails outside the i18n folder (conformance README). */
const REFERENCE_FAILS = new Set([
  'plugins/resources/f-add-to-cart-btn-subscribable-attribute-true.html',
  'plugins/resources/f-money-format-1.html',
  'plugins/resources/f-money-string-1.html',
]);

function localeOf(fixture: FixtureFile): string | undefined {
  const params = fixture.sections.PARAMS?.trim() ? (JSON.parse(fixture.sections.PARAMS) as { locale?: string }) : {};
  const property = /locale\s*[=:]\s*(\S+)/.exec(fixture.sections.PROPERTIES ?? '')?.[1];
  return params.locale ?? property;
}

function render(fixture: FixtureFile): string {
  const input = fixtureInput(fixture.sections);
  const locale = localeOf(fixture);
  return renderSite(input.template, input.json, {
    partials: input.partials,
    injects: input.injects,
    ...(locale ? { locale } : {}),
    ...(input.now !== undefined ? { now: input.now } : {}),
  }).output.trim();
}

const fixtures = renderingFixtures().filter((f) => f.path.startsWith('plugins/'));
const required = fixtures.filter((f) => !f.path.includes('/i18n/') && !REFERENCE_FAILS.has(f.path) && !(f.path in DELIBERATE));
const i18n = fixtures.filter((f) => f.path.includes('/i18n/'));

describe('site plugin conformance', () => {
  it.each(required.map((f) => [f.path, f] as const))('%s renders byte for byte', (_path, fixture) => {
    expect(render(fixture)).toBe(fixtureInput(fixture.sections).expected.trim());
  });

  it.each(Object.keys(DELIBERATE).map((path) => [path] as const))('%s is a listed deliberate difference with our own output', (path) => {
    const fixture = fixtures.find((f) => f.path === path);
    expect(fixture).toBeDefined();
    const output = render(fixture as FixtureFile);
    expect(output).not.toBe(fixtureInput((fixture as FixtureFile).sections).expected.trim());
    if (path.includes('f-image-6')) expect(output.length).toBeGreaterThan(fixtureInput((fixture as FixtureFile).sections).expected.trim().length);
    else expect(output === '' || output.includes('<store-product')).toBe(true);
  });

  it('matches every i18n-money-format fixture with Intl, and reports the locale-dependent count', () => {
    const matched = i18n.filter((f) => render(f) === fixtureInput(f.sections).expected.trim());
    const money = i18n.filter((f) => f.path.includes('i18n-money-format-'));
    expect(money.every((f) => matched.includes(f))).toBe(true);
    console.info(`i18n fixtures matching byte for byte with Intl: ${matched.length}/${i18n.length}`);
  });
});
