import fc from 'fast-check';

/** Keys used by generated data and paths (no prototype names: the reference reads inherited members). */
export const KEYS = ['a', 'b', 'c', 'n', 's', 'items', 'name', 'x-y', '0', '1'] as const;

const scalar = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.constantFrom('', 'a', 'foo bar', '<b>x</b>', 'it\'s "q"', 'a--b', 'line\nbreak', '1', '2.5', 'true', 'Ünï', '{x}', 'n'),
  fc.boolean(),
  fc.constant(null),
);

const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Arbitrary JSON data shaped around KEYS (round-tripped through JSON, as real render data is). */
export const dataArbitrary: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 5 }),
  ),
})).value.map(asJson);

/** Root data: always an object. */
export const rootArbitrary = fc.dictionary(fc.constantFrom(...KEYS), dataArbitrary, { minKeys: 1, maxKeys: 8 }).map(asJson);

const segment = fc.constantFrom(...KEYS.filter((k) => k !== 'x-y'), 'x-y', '@', '@v', '@w', '@index', '@index0', '$x');
const path = fc.oneof(
  { weight: 3, arbitrary: segment },
  { weight: 2, arbitrary: fc.tuple(segment, fc.constantFrom(...KEYS)).map(([a, b]) => `${a}.${b}`) },
  { weight: 1, arbitrary: fc.tuple(segment, fc.constantFrom(...KEYS), fc.constantFrom(...KEYS)).map((p) => p.join('.')) },
);
const macroName = fc.constantFrom('m1', 'm2', 'p1', 'nope');
const word = fc.constantFrom('x', 'y', 'item', 'a b', '1', '-', '');

const formatter = fc.oneof(
  fc.constantFrom(
    'html', 'htmlattr', 'htmltag', 'json', 'json-pretty', 'raw', 'str', 'count', 'round', 'safe', 'slugify', 'smartypants',
    'line-breaks', 'encode-space', 'encode-uri', 'encode-uri-component', 'url-encode', 'iter', 'pluralize', 'find-last', 'truncate',
  ),
  fc.tuple(fc.integer({ min: -2, max: 12 }), fc.option(word)).map(([n, e]) => `truncate ${n}${e === null ? '' : ` ${e}`}`),
  fc.array(word, { minLength: 1, maxLength: 2 }).map((a) => `pluralize ${a.join(' ')}`),
  fc.integer({ min: -3, max: 5 }).map((n) => `mod ${n}`),
  fc.array(word, { maxLength: 3 }).map((a) => `cycle ${a.join(' ')}`),
  fc.array(word, { minLength: 1, maxLength: 3 }).map((a) => `output ${a.join(' ')}`),
  fc.array(path, { minLength: 1, maxLength: 2 }).map((a) => `prop ${a.join(' ')}`),
  fc.array(path, { minLength: 1, maxLength: 2 }).map((a) => `get ${a.join(' ')}`),
  path.map((p) => `key-by ${p}`),
  fc.array(path, { maxLength: 2 }).map((a) => `find-first ${a.join(' ')}`.trim()),
  path.map((p) => `lookup ${p}`),
  fc.array(path, { maxLength: 3 }).map((a) => `format ${a.join(' ')}`.trim()),
  fc.tuple(macroName, fc.constantFrom('', ' private', ' k=v', ' private k=1 j=2')).map(([m, extra]) => `apply ${m}${extra}`),
  fc.constantFrom('nope', 'html,x', 'json x'),
);

const predicateTag = fc.oneof(
  fc.tuple(
    fc.constantFrom('equal?', 'notEqual?', 'greaterThan?', 'greaterThanOrEqual?', 'lessThan?', 'lessThanOrEqual?', 'nth?'),
    fc.array(fc.oneof(path, fc.constantFrom('1', '0', '-2', '2.5', '"a"', '"foo bar"', 'true', 'null', '[1]', '{"a":1}', '"x')), {
      maxLength: 2,
    }),
  ).map(([p, args]) => (args.length ? `${p} ${args.join(' ')}` : p)),
  fc.tuple(fc.constantFrom('even?', 'odd?'), fc.option(path)).map(([p, a]) => (a === null ? p : `${p} ${a}`)),
  fc.constantFrom('plural?', 'singular?', 'debug?', 'unknown?'),
);

const exprAtom = fc.oneof(
  fc.constantFrom('1', '0', '2.5', '0x1f', '1e3', '"s"', "'t\\n'", '"\\u0041"', 'true', 'false', 'null', 'PI', 'NaN', 'Infinity'),
  path,
  fc.constantFrom('@a', '@b'),
);
const exprOperator = fc.constantFrom('+', '-', '*', '/', '%', '**', '==', '!=', '===', '<', '<=', '>', '>=', '&&', '||', '&', '|', '^', '<<', '>>');
const expression: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small' },
    exprAtom,
    fc.tuple(tie('e'), exprOperator, tie('e')).map(([a, o, b]) => `${a} ${o} ${b}`),
    fc.tuple(fc.constantFrom('-', '!', '+', '~'), tie('e')).map(([o, a]) => `${o}${a}`),
    tie('e').map((a) => `(${a})`),
    fc.tuple(fc.constantFrom('max', 'min', 'abs', 'num', 'str', 'bool', 'foo'), fc.array(tie('e'), { maxLength: 3 })).map(
      ([f, args]) => `${f}(${args.join(', ')})`,
    ),
    fc.tuple(fc.constantFrom('@a', '@b', 'x'), tie('e')).map(([v, a]) => `${v} = ${a}`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `${a}; ${b}`),
    fc.constantFrom('(1', '1)', '"open', '1..2', '1e', ',', '1 2 3', 'a b'),
  ),
})).e;

const text = fc.constantFrom('a', ' ', '\n', 'x y', '{', '}', '{a b}', '|', '{.', '{#c}', '{## m ##}', '{.meta-left}', '{.meta-right}', '{.space}', '{.tab}', '{.newline}', '{ a }', '{.end}', '{.or}', '{.alternates with}', '{.bogus x}', '{a,b}', '{a||b}');

/** A random template built from the whole language. */
export const templateArbitrary: fc.Arbitrary<string> = fc.letrec<{ block: string; node: string }>((tie) => ({
  block: fc.array(tie('node'), { maxLength: 5 }).map((nodes) => nodes.join('')),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: text },
    { weight: 4, arbitrary: fc.tuple(fc.array(path, { minLength: 1, maxLength: 2 }), fc.array(formatter, { maxLength: 3 })).map(([p, f]) => `{${p.join(',')}${f.map((x) => `|${x}`).join('')}}`) },
    fc.tuple(path, tie('block'), fc.option(tie('block'))).map(([p, b, o]) => `{.section ${p}}${b}${o === null ? '' : `{.or}${o}`}{.end}`),
    fc.tuple(path, tie('block'), fc.option(tie('block')), fc.option(tie('block'))).map(
      ([p, b, alt, o]) => `{.repeated section ${p}}${b}${alt === null ? '' : `{.alternates with}${alt}`}${o === null ? '' : `{.or}${o}`}{.end}`,
    ),
    fc.tuple(predicateTag, tie('block'), fc.option(fc.tuple(predicateTag, tie('block'))), fc.option(tie('block'))).map(
      ([p, b, elif, o]) => `{.${p}}${b}${elif === null ? '' : `{.or ${elif[0]}}${elif[1]}`}${o === null ? '' : `{.or}${o}`}{.end}`,
    ),
    fc.tuple(fc.array(path, { minLength: 1, maxLength: 3 }), fc.array(fc.constantFrom(' && ', ' || ', '&&', '||'), { minLength: 2, maxLength: 2 }), tie('block'), fc.option(tie('block'))).map(
      ([ps, ops, b, o]) => `{.if ${ps.map((p, i) => (i ? ops[(i - 1) % 2] : '') + p).join('')}}${b}${o === null ? '' : `{.or}${o}`}{.end}`,
    ),
    fc.tuple(predicateTag, tie('block')).map(([p, b]) => `{.if ${p}}${b}{.end}`),
    fc.tuple(fc.constantFrom('@v', '@w'), fc.array(path, { minLength: 1, maxLength: 2 }), fc.array(formatter, { maxLength: 2 })).map(
      ([v, p, f]) => `{.var ${v} ${p.join(',')}${f.map((x) => `|${x}`).join('')}}`,
    ),
    fc.tuple(fc.constantFrom('@v', '@w'), fc.array(fc.tuple(fc.constantFrom('k', 'j'), path), { minLength: 1, maxLength: 2 })).map(
      ([v, bs]) => `{.ctx ${v} ${bs.map(([k, p]) => `${k}=${p}`).join(' ')}}`,
    ),
    expression.map((e) => `{.eval ${e}}`),
    fc.tuple(fc.constantFrom('m1', 'm2'), tie('block')).map(([m, b]) => `{.macro ${m}}${b}{.end}`),
    fc.tuple(macroName, fc.constantFrom('', ' output')).map(([m, o]) => `{.include ${m}${o}}`),
    fc.constantFrom('{.inject @v i.json}', '{.inject @w missing.json}'),
  ),
})).block;

/** Partials passed with every generated template. */
export const partialsArbitrary = fc.record({
  p1: templateArbitrary,
  bad: fc.constant('{.section a}unclosed'),
});
