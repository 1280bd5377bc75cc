// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { coreTemplateCompiler, type TemplateOptions } from '../../src/template';
import { renderReference } from './support/reference';

const render = (template: string, json: unknown, options?: TemplateOptions) => coreTemplateCompiler.renderTemplate(template, json, options);

const DATA = {
  title: 'A <b>&</b> "q"',
  items: ['x', 'y<', 'z'],
  empty: [],
  nested: { name: 'n', list: [{ sku: 'S1' }, { sku: 'S2' }] },
  zero: 0,
  flag: true,
};

/** Literal text before, between and after every kind of tag, where tags print, print nothing or take their else branch. */
const TEXT_AROUND_TAGS = [
  'a{title}b',
  'a{title|html}b{title|htmlattr}c',
  'a{missing}b{missing|html}c',
  '{title}',
  'head{.section nested}<{name}>{.end}tail',
  'head{.section missing}<{name}>{.or}[none]{.end}tail',
  'head{.repeated section items}<{@|html}>{.alternates with},{.end}tail',
  'head{.repeated section empty}<{@}>{.or}[none]{.end}tail',
  'head{.repeated section missing}<{@}>{.end}tail',
  'head{.equal? zero 0}yes{.or}no{.end}tail',
  'head{.equal? zero 1}yes{.or}no{.end}tail',
  'head{.unknown? zero}yes{.or}no{.end}tail',
  'head{.if flag}on{.end}mid{.if zero}on{.or}off{.end}tail',
  'head{.var @v nested.list.1}mid{.section @v}{sku}{.end}tail',
  'head{.var @v nested.list.0}{.meta-left}{@v.sku}{.meta-right}{.space}{# comment}tail',
  '{.section nested}{.repeated section list}[{sku}]{.end} after list{.end} after section',
  'x{.odd? @index}odd{.end}y{.repeated section items}{.odd? @index}({@index}){.end}{.end}z',
];

describe('literal text fused into tags', () => {
  it.each(TEXT_AROUND_TAGS)('renders %j exactly like the reference', (template) => {
    expect(render(template, DATA).output).toBe(renderReference({ template, json: DATA }).output);
  });

  it('keeps the text around a formatter or predicate that throws, which renders nothing and reports an error', () => {
    const options: TemplateOptions = {
      formatters: {
        boom: {
          contextFree: true,
          apply() {
            throw new Error('kaput');
          },
        },
      },
      predicates: {
        'boom?': {
          apply() {
            throw new Error('nope');
          },
        },
      },
    };
    const formatted = render('<p>{title|boom}</p>', DATA, options);
    expect(formatted.output).toBe('<p></p>');
    expect(formatted.errors.map((e) => e.code)).toEqual(['PLUGIN_FAILED']);
    const tested = render('<p>{.boom?}yes{.or}no{.end}</p>', DATA, options);
    expect(tested.output).toBe('<p></p>');
    expect(tested.errors.map((e) => e.code)).toEqual(['PLUGIN_FAILED']);
  });

  it('runs formatters given as pure `format` functions in chain order, and a `format` that throws renders nothing but its error', () => {
    const options: TemplateOptions = {
      formatters: {
        twice: { format: (value) => `${String(value)}${String(value)}`, apply() {} },
        shout: { format: (value, parsed) => `${String(value).toUpperCase()}${String(parsed)}`, prepare: (args) => args.join('+'), apply() {} },
        crash: {
          format() {
            throw new Error('kaput');
          },
          apply() {},
        },
      },
    };
    expect(render('<p>{title|twice|shout a b}</p>', { title: 'x<' }, options).output).toBe('<p>X<X<a+b</p>');
    expect(render('<p>{title|html|twice}</p>', { title: 'x<' }, options).output).toBe('<p>x&lt;x&lt;</p>');
    const crashed = render('<p>{title|twice|crash}</p>', DATA, options);
    expect(crashed.output).toBe('<p></p>');
    expect(crashed.errors.map((e) => e.message)).toEqual(["Formatter 'crash' failed: Error: kaput"]);
  });

  it('stops the output at the limit even when the text that crosses it follows a tag', () => {
    const result = render('{.repeated section items}{@}-----{.end}', DATA, { maxOutputLength: 8 });
    expect(result.output).toBe(renderReference({ template: '{.repeated section items}{@}-----{.end}', json: DATA }).output.slice(0, 8));
    expect(result.errors.map((e) => e.code)).toEqual(['OUTPUT_LIMIT']);
  });
});

describe('pure formatter chains over changing data', () => {
  const counting = () => {
    const seen: unknown[] = [];
    const options: TemplateOptions = { formatters: { mark: { format: (value) => (seen.push(value), `<${String(value)}>`), apply() {} } } };
    return { seen, options };
  };

  it('renders every data set exactly as a fresh compile does, whatever came before', () => {
    const { options } = counting();
    const template = coreTemplateCompiler.compileTemplate('{.repeated section xs}{@|mark}{@|html}{.end}', options);
    const sets = [['a', 'b<', 1], ['a', 'b<', 1], ['a', 'c<', 1], [0, -0, '0'], [-0, 0, 0], [true, 'true', 1], ['same', 'sane', 'same'], ['x'], ['x', 'y', 'z', 'w']];
    for (const xs of [...sets, ...sets.reverse()]) {
      const expected = coreTemplateCompiler.compileTemplate('{.repeated section xs}{@|mark}{@|html}{.end}', options).render({ xs });
      expect(template.render({ xs })).toEqual(expected);
    }
  });

  it('reports a failing formatter on every render', () => {
    const options: TemplateOptions = {
      formatters: {
        picky: {
          format: (value) => {
            if (value === 'bad') throw new Error('no');
            return value;
          },
          apply() {},
        },
      },
    };
    const template = coreTemplateCompiler.compileTemplate('{.repeated section xs}[{@|picky}]{.end}', options);
    for (let i = 0; i < 3; i++) {
      const result = template.render({ xs: ['ok', 'bad'] });
      expect(result.output).toBe('[ok][]');
      expect(result.errors.map((e) => e.message)).toEqual(["Formatter 'picky' failed: Error: no"]);
    }
  });
});
