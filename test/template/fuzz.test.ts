// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTemplate } from '../../src/template';
import { templateArbitrary } from './support/arbitraries';

const RUNS = Number(process.env.TEMPLATE_FUZZ_RUNS ?? 20_000);
const PROTO_NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'prototype', 'valueOf', '__defineGetter__'];

const snapshotPrototype = (): string =>
  JSON.stringify(
    Object.getOwnPropertyNames(Object.prototype).map((name) => {
      const d = Object.getOwnPropertyDescriptor(Object.prototype, name) as PropertyDescriptor;
      return [name, typeof d.value, typeof d.get, d.enumerable, d.writable];
    }),
  );

const deepArray = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const deepObject = (depth: number): unknown => {
  let value: unknown = { a: 1 };
  for (let i = 0; i < depth; i++) value = { a: value, __proto__x: i };
  return value;
};

/** Data with prototype keys (own properties, as JSON.parse makes them), huge numbers and deep nesting. */
const hostileData = fc.oneof(
  fc.constantFrom(
    JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}},"hasOwnProperty":1,"toString":"x","a":{"__proto__":[1,2]}}') as unknown,
    { a: 1e308, b: -1e308, c: 2 ** 53 + 1, d: Number.MIN_VALUE, e: '9'.repeat(400), items: [1e21, -0, 0.1 + 0.2] },
    { a: deepArray(20_000), items: deepArray(3_000) },
    { a: deepObject(20_000), b: deepObject(500) },
    { items: Array.from({ length: 2000 }, (_, i) => ({ a: i, name: `n${i}` })) },
    null,
    'just a string',
    [1, 2, 3],
  ),
  fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown),
);

const hostileTag = fc.oneof(
  fc.constantFrom(...PROTO_NAMES).chain((name) =>
    fc.constantFrom(
      `{${name}}`, `{a.${name}}`, `{${name}.${name}|json}`, `{.section ${name}}x{.end}`, `{.repeated section ${name}}x{.end}`,
      `{.macro ${name}}m{.end}{@|apply ${name}}`, `{@|apply ${name}}`, `{.include ${name} output}`, `{.var @${name} ${name}}`,
      `{.ctx @c ${name}=${name}}{@c|json}`, `{.eval @${name} = 1; ${name}}`, `{.inject @x ${name}}`, `{a|get ${name}}`,
      `{a|prop ${name}}`, `{items|key-by ${name}|json}`, `{.equal? ${name} ${name}}y{.end}`, `{.${name}? x}`,
      `{a|lookup ${name}}`, `{.eval ${name}(1)}`,
    ),
  ),
  fc.integer({ min: 1, max: 2000 }).map((n) => '{.section a}'.repeat(n)),
  fc.integer({ min: 1, max: 400 }).map((n) => `${'{.section @}'.repeat(n)}x${'{.end}'.repeat(n)}`),
  fc.integer({ min: 1, max: 100 }).map((n) => `{a${'|html'.repeat(n)}}`),
  fc.constantFrom(
    '{.macro r}{@|apply r}{@|apply r}{.end}{@|apply r}',
    '{.macro r}{.include r output}{.end}{.include r output}',
    '{.eval "a" + "a" + "a"}', `{.eval ${'1+'.repeat(3000)}1}`, '{.eval 1e999999}', '{.eval 0x' + 'f'.repeat(500) + '}',
    '{.eval "\\u{zz}"}', '{.eval "\\U0010FFFF\\x00"}', '{.eval "unterminated}', '{.eval 1..2}', '{.eval max(}',
    '{## never closed', '{.if}', '{.if a &&}', '{.or}', '{.end}{.end}', '{.alternates with}', '{.eof}{a}', '{', '}', '{{{{', '}}}}',
    '{a|truncate 99999999999999999999}', '{a|mod 0}', '{a|cycle}', '{a|format}', '{a|pluralize}', '{items|json-pretty}',
    '{a|url-encode}', '{a|encode-uri}', '{a|apply}', '{.nth? 0}', '{.nth? a 0}x{.end}',
  ),
);

/** Deletes, duplicates or inserts characters of a template. */
const mutated = fc
  .tuple(
    templateArbitrary,
    fc.array(fc.tuple(fc.nat(), fc.constantFrom('delete', 'insert', 'duplicate'), fc.constantFrom('{', '}', '.', '|', '{.end}', '{.section a}', '@', '#', '"', ' ', '\u0000', '\ud800')), { maxLength: 6 }),
  )
  .map(([template, edits]) => {
    let text = template;
    for (const [position, kind, insert] of edits) {
      const at = text.length ? position % text.length : 0;
      if (kind === 'delete') text = text.slice(0, at) + text.slice(at + 1);
      else if (kind === 'insert') text = text.slice(0, at) + insert + text.slice(at);
      else text = text.slice(0, at) + text.slice(at, at + 8) + text.slice(at);
    }
    return text;
  });

const hostileTemplate = fc.oneof(
  templateArbitrary,
  mutated,
  fc.array(fc.oneof(hostileTag, templateArbitrary), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

describe('fuzzing the template engine', () => {
  it(`renders ${RUNS} random and mutated templates over hostile data without throwing or touching Object.prototype`, () => {
    const before = snapshotPrototype();
    let rendered = 0;
    fc.assert(
      fc.property(hostileTemplate, hostileData, hostileTemplate, (template, data, partial) => {
        const compiled = compileTemplate(template, {
          partials: { p1: partial, m1: partial, __proto__x: partial },
          injects: JSON.parse('{"__proto__": {"polluted": 3}, "i.json": [1]}') as Record<string, unknown>,
        });
        const result = compiled.render(data);
        rendered++;
        expect(typeof result.output).toBe('string');
        expect(Array.isArray(result.errors)).toBe(true);
        for (const e of result.errors) {
          expect(typeof e.code).toBe('string');
          expect(e.line).toBeGreaterThanOrEqual(1);
          expect(e.column).toBeGreaterThanOrEqual(1);
          expect(e.message).not.toMatch(/^Render stopped/);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS, seed: Number(process.env.TEMPLATE_FC_SEED ?? Date.now() % 2 ** 31) },
    );
    expect(rendered).toBe(RUNS);
    expect(snapshotPrototype()).toBe(before);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  }, 120_000);
});
