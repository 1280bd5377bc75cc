import { afterEach, describe, expect, it } from 'vitest';
import { compileTemplate, renderTemplate, type TemplateError } from '../../src/template';

const messages = (errors: readonly TemplateError[]) => errors.map((e) => e.message);
const codes = (errors: readonly TemplateError[]) => errors.map((e) => e.code);

describe('compileTemplate / renderTemplate', () => {
  it('compiles once and renders many data sets', () => {
    const template = compileTemplate('Hello {name|html}!');
    expect(template.render({ name: '<Ann>' }).output).toBe('Hello &lt;Ann&gt;!');
    expect(template.render({ name: 'Bo' }).output).toBe('Hello Bo!');
    expect(renderTemplate('{a}-{b}', { a: 1, b: true })).toEqual({ output: '1-true', errors: [] });
  });

  it('resolves variables: @, @index, @index0, numeric segments and frames outward', () => {
    const data = { title: 'T', items: [{ name: 'x' }, { name: 'y' }], grid: [[1, 2], [3, 4]] };
    expect(renderTemplate('{.repeated section items}{@index}/{@index0}:{name}@{title};{.end}', data).output).toBe('1/0:x@T;2/1:y@T;');
    expect(renderTemplate('{items.1.name} {grid.1.0} {.section items}{0.name}{.end}', data).output).toBe('y 3 x');
    expect(renderTemplate('{.section title}{@}{.end}', data).output).toBe('T');
  });

  it('applies the output rules: scalars printed, null and objects print nothing, arrays comma-joined', () => {
    expect(renderTemplate('[{n}][{z}][{t}][{f}][{nul}][{obj}][{arr}][{missing}]', {
      n: 1.5, z: 0, t: true, f: false, nul: null, obj: { a: 1 }, arr: [1, 'a', null, [2, 3]],
    }).output).toBe('[1.5][0][true][false][][][1,a,null,2,3][]');
  });

  it('applies the truthiness rules to sections', () => {
    const t = compileTemplate('{.section v}yes{.or}no{.end}');
    const truthy = [1, -1, 'a', true, [0], { a: 0 }];
    const falsy = [0, '', false, null, [], {}, undefined];
    for (const v of truthy) expect(t.render({ v }).output, JSON.stringify(v)).toBe('yes');
    for (const v of falsy) expect(t.render({ v }).output, JSON.stringify(v)).toBe('no');
  });

  it('supports or-predicate chains, repeated sections with alternates, if with && and || left to right', () => {
    expect(renderTemplate('{.equal? a 1}one{.or equal? a 2}two{.or}other{.end}', { a: 2 }).output).toBe('two');
    expect(renderTemplate('{.repeated section xs}{@}{.alternates with}, {.or}none{.end}', { xs: [1, 2, 3] }).output).toBe('1, 2, 3');
    expect(renderTemplate('{.repeated section xs}{@}{.or}none{.end}', { xs: [] }).output).toBe('none');
    // left to right with early stop: (false && ...) stops before the || operand
    expect(renderTemplate('{.if a && b || c}Y{.or}N{.end}', { a: false, b: true, c: true }).output).toBe('N');
    expect(renderTemplate('{.if a || b && c}Y{.or}N{.end}', { a: true, b: false, c: false }).output).toBe('Y');
  });

  it('supports var, ctx, macros, include and inject', () => {
    expect(renderTemplate('{.var @x a|html}{@x}', { a: '<' }).output).toBe('&lt;');
    expect(renderTemplate('{.ctx @c k=a.b j=nope}{@c|json}', { a: { b: 2 } }).output).toBe('{"k":2,"j":null}');
    expect(renderTemplate('{.macro m}[{@}]{.end}{a|apply m}', { a: 'x' }).output).toBe('[x]');
    expect(renderTemplate('{.macro m}{.eval @w = 3}hidden{.end}{.include m}{@w}|{.include m output}', {}).output).toBe('3|hidden');
    expect(renderTemplate('{.inject @v data.json}{@v.name}', {}, { injects: { 'data.json': { name: 'albert' } } }).output).toBe('albert');
    expect(renderTemplate('{.meta-left}{.meta-right}{.space}{.tab}{.newline}', {}).output).toBe('{} \t\n');
    expect(renderTemplate('a{# note}b{## multi\nline ##}c', {}).output).toBe('abc');
  });

  it('passes private and k=v arguments of apply to the partial', () => {
    const partials = { card: '{@args.size}:{name}:{title}' };
    expect(renderTemplate('{item|apply card size=big}', { title: 'T', item: { name: 'n' } }, { partials }).output).toBe('big:n:T');
    expect(renderTemplate('{item|apply card private size=s}', { title: 'T', item: { name: 'n' } }, { partials }).output).toBe('s:n:');
  });

  it('echoes unparseable tags and tags with unknown formatters literally', () => {
    const r = renderTemplate('{ a }{a b}{a|nosuch}{.bogus}{a||b}', { a: 1 });
    expect(r.output).toBe('{ a }{a b}{a|nosuch}{.bogus}{a||b}');
    expect(messages(r.errors)).toEqual(['Formatter is unknown: nosuch']);
  });

  it('reads the innermost tag before each `}` and splits arguments on every delimiter, empty ones kept', () => {
    const data = { a: 'x y z', n: 3, items: [4, 5] };
    expect(renderTemplate('{{a}|{ {a} {{n}}}{##{a}##}{a', data).output).toBe('{x y z|{ x y z {3}}{a');
    expect(renderTemplate('{a|truncate 3}|{a|truncate:3:…}|{a|truncate  3}|{items.1}{items.01}', data).output).toBe('x ...|x …|x y z|55');
  });

  it('stops at {.eof}', () => {
    expect(renderTemplate('a{.eof}b', {}).output).toBe('a');
  });
});

describe('template errors', () => {
  it('reports unknown formatters and predicates with type, code, line and column', () => {
    const r = renderTemplate('x\n  {a|nope}\n{.maybe? a}y{.end}', { a: 1 });
    expect(r.errors).toEqual([
      { type: 'parser', code: 'FORMATTER_UNKNOWN', message: 'Formatter is unknown: nope', line: 2, column: 3 },
      { type: 'parser', code: 'PREDICATE_UNKNOWN', message: 'Predicate is unknown: maybe?', line: 3, column: 1 },
    ]);
    expect(r.output).toBe('x\n  {a|nope}\n');
  });

  it('reports an unknown partial and outputs empty for it', () => {
    const r = renderTemplate('[{a|apply missing}]', { a: 1 });
    expect(r.output).toBe('[]');
    expect(codes(r.errors)).toEqual(['PARTIAL_MISSING']);
    expect(r.errors[0]?.message).toContain('Attempt to apply partial which could not be found');
  });

  it('reports a partial that fails to parse and renders it empty', () => {
    const r = renderTemplate('[{a|apply bad}]', { a: 1 }, { partials: { bad: 'x{.end}' } });
    expect(r.output).toBe('[]');
    expect(codes(r.errors)).toEqual(['PARTIAL_PARSE_FAILED']);
    expect(r.errors[0]?.message).toContain('Parse of partial failed');
    expect(r.errors[0]?.message).toContain('block not allowed at root');
  });

  it('limits partial recursion to depth 16', () => {
    const r = renderTemplate('{.macro r}x{@|apply r}{.end}{@|apply r}', {});
    expect(r.output).toBe('x'.repeat(16));
    expect(codes(r.errors)).toEqual(['RECURSION_LIMIT']);
    expect(r.errors[0]?.message).toContain('exceeded maximum recursion depth of 16');
  });

  it('reports block structure errors', () => {
    const root = renderTemplate('a{.end}b{.or}', {});
    expect(root.output).toBe('ab');
    expect(messages(root.errors)).toEqual(['END block not allowed at root', 'OR_PREDICATE block not allowed at root']);
    const unclosed = renderTemplate('{.section a}\n{.repeated section b}x', { a: { b: [1] } });
    expect(unclosed.output).toBe('\nx');
    expect(codes(unclosed.errors)).toEqual(['EOF_IN_BLOCK', 'UNCLOSED_BLOCK', 'UNCLOSED_BLOCK']);
    expect(unclosed.errors[0]?.message).toContain('Reached EOF in the middle of block');
    expect(unclosed.errors.slice(1).map((e) => [e.message, e.line])).toEqual([
      ['Unclosed block SECTION', 1],
      ['Unclosed block REPEATED', 2],
    ]);
  });

  it('reports expression parse and reduce errors and prints nothing for them', () => {
    const cases: [string, string][] = [
      ['{.eval foo(1)}', 'Invalid function foo'],
      ['{.eval "abc}', 'Unterminated string'],
      ['{.eval 1.2.3}', 'Duplicate decimal point in number'],
    ];
    for (const [template, detail] of cases) {
      const r = renderTemplate(template, {});
      expect(r.output, template).toBe('');
      expect(codes(r.errors), template).toEqual(['EXPRESSION_PARSE']);
      expect(r.errors[0]?.message, template).toContain('Error parsing expression');
      expect(r.errors[0]?.message, template).toContain(detail);
    }
    const reduce = renderTemplate('{.eval @a = 1; 1 + }{@a}', {});
    expect(reduce.output).toBe('');
    expect(codes(reduce.errors)).toEqual(['EXPRESSION_REDUCE']);
    expect(reduce.errors[0]?.message).toContain('Error reducing expression');
  });

  it('limits expression tokens and concatenated string length', () => {
    const tokens = renderTemplate('{.eval 1 + 2 + 3}', {}, { exprLimits: { maxTokens: 4 } });
    expect(tokens.errors[0]?.message).toContain('Expression exceeds the maximum number of allowed tokens: 4');
    expect(renderTemplate('{.eval 1 + 2 + 3}', {}, { exprLimits: { maxTokens: 5 } }).output).toBe('6');
    const long = renderTemplate('{.eval "abc" + "def"}', {}, { exprLimits: { maxStringLength: 5 } });
    expect(long.output).toBe('');
    expect(long.errors[0]?.message).toContain('Concatenation would exceed maximum string length 5');
  });

  it('evaluates expressions with JavaScript precedence, escapes, functions and assignments', () => {
    const r = renderTemplate(
      '{.eval 1 + 2 * 3 ** 2}|{.eval (1 + 2) * 3}|{.eval "\\u2018x\\u2019"}|{.eval max(1, n, 3)}|{.eval @k = n * 2; @k + 1}|{@k}|{.eval str(1) + 1}|{.eval num("0x1f")}',
      { n: 7 },
    );
    expect(r.output).toBe('19|9|\u2018x\u2019|7|15|14|11|31');
    expect(renderTemplate('{.eval 1 + 1}', {}, { enableExpr: false }).output).toBe('');
    expect(renderTemplate('{.macro m}x{.end}{.include m output}', {}, { enableInclude: false }).output).toBe('');
  });

  it('limits output size and formatter chains with typed errors', () => {
    const out = renderTemplate('{.repeated section xs}abcdef{.end}', { xs: [1, 2, 3] }, { maxOutputLength: 10 });
    expect(out.output).toBe('abcdefabcd');
    expect(codes(out.errors)).toEqual(['OUTPUT_LIMIT']);
    const chain = renderTemplate('{a|html|html|html}', { a: 1 }, { maxFormatterChain: 2 });
    expect(chain.output).toBe('{a|html|html|html}');
    expect(codes(chain.errors)).toEqual(['FORMATTER_CHAIN_LIMIT']);
    const nested = renderTemplate('{.section a}{.section a}{.section a}x{.end}{.end}{.end}', { a: 1 }, { maxNestingDepth: 2 });
    expect(codes(nested.errors)).toContain('NESTING_LIMIT');
  });

  it('never throws from render for hostile templates', () => {
    for (const t of ['{', '}', '{.section', '{.if}', '{.eval ((((}', '{## x', '{.end}{.end}', '{a|apply}']) {
      expect(() => renderTemplate(t, { a: 1 })).not.toThrow();
    }
  });
});

describe('prototype safety', () => {
  const hostile = JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":"c","hasOwnProperty":"h","a":{}}') as unknown;

  it('reads own properties only, so prototype names neither crash nor reach a prototype', () => {
    const r = renderTemplate(
      '[{__proto__.polluted}][{constructor}][{hasOwnProperty}][{a.constructor}][{a.toString}][{a.__proto__|json}][{.section toString}x{.end}]',
      hostile,
    );
    expect(r.output).toBe('[{__proto__.polluted}][c][h][][][{a.__proto__|json}][]');
    expect(r.errors).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps macro, partial, inject and formatter names away from prototypes', () => {
    const r = renderTemplate(
      '{.macro constructor}M{.end}{a|apply constructor}|{a|apply toString}|{.inject @i __proto__}{@i|json}|{a|valueOf}|{.toString? a}y{.end}',
      { a: 1 },
      { partials: JSON.parse('{"__proto__":"P"}') as Record<string, string> },
    );
    expect(r.output).toBe('M|||{a|valueOf}|');
    expect(codes(r.errors)).toEqual(['FORMATTER_UNKNOWN', 'PREDICATE_UNKNOWN', 'PARTIAL_MISSING']);
  });

  it('builds key-by maps without touching prototypes', () => {
    const r = renderTemplate('{xs|key-by k|json}', { xs: [{ k: '__proto__', v: 1 }, { k: 'x', v: 2 }] });
    expect(JSON.parse(r.output)).toEqual(JSON.parse('{"__proto__":{"k":"__proto__","v":1},"x":{"k":"x","v":2}}'));
    expect(({} as Record<string, unknown>).v).toBeUndefined();
  });
});

const TEMPLATE = '[{name}][{.section name}s{.end}][{.if name}i{.end}][{.repeated section items}{name}{.end}][{name|html}]';
const prototype = Object.prototype as unknown as Record<string, unknown>;

function addToPrototype(name: string, enumerable: boolean): void {
  Object.defineProperty(Object.prototype, name, { value: 'inherited', enumerable, configurable: true, writable: true });
}

describe('names on Object.prototype never reach the output', () => {
  afterEach(() => {
    delete prototype.early;
    delete prototype.name;
  });

  it('ignores a name on Object.prototype before the template compiled', () => {
    addToPrototype('early', false);
    const template = compileTemplate(TEMPLATE.replaceAll('name', 'early'));
    expect(template.render({ items: [{}, {}] }).output).toBe('[][][][][]');
    expect(template.render({ early: 'own', items: [{ early: 'a' }] }).output).toBe('[own][s][i][a][own]');
  });

  it('ignores a name added to Object.prototype after the template compiled, enumerable or not', () => {
    const template = compileTemplate(TEMPLATE);
    expect(template.render({ name: 'own', items: [{ name: 'a' }, {}] }).output).toBe('[own][s][i][aown][own]');
    for (const enumerable of [false, true]) {
      addToPrototype('name', enumerable);
      expect(template.render({ items: [{}, {}] }).output).toBe('[][][][][]');
      expect(template.render({ name: 'own', items: [{ name: 'a' }, {}] }).output).toBe('[own][s][i][aown][own]');
      delete prototype.name;
    }
  });

  it('reads own members only of values whose prototype is not Object.prototype', () => {
    const template = compileTemplate(TEMPLATE);
    const inheriting = Object.assign(Object.create({ name: 'inherited' }) as object, { items: [Object.create({ name: 'x' }) as object] });
    expect(template.render(inheriting).output).toBe('[][][][][]');
    const bare = Object.assign(Object.create(null) as object, { name: 'own', items: [] });
    expect(template.render(bare).output).toBe('[own][s][i][][own]');
  });
});
