import { describe, expect, it } from 'vitest';
import { CORE_FORMATTERS, CORE_PREDICATES, renderTemplate } from '../../../../src/template';

const render = (template: string, data: unknown) => renderTemplate(template, data, { sitePlugins: false }).output;

describe('core formatters', () => {
  it('include every formatter of the reference core set', () => {
    expect(Object.keys(CORE_FORMATTERS).sort()).toEqual(
      ['apply', 'count', 'cycle', 'encode-space', 'encode-uri', 'encode-uri-component', 'find-first', 'find-last', 'format', 'get', 'html',
        'htmlattr', 'htmltag', 'iter', 'json', 'json-pretty', 'key-by', 'line-breaks', 'lookup', 'mod', 'output', 'pluralize', 'prop', 'raw',
        'round', 'safe', 'slugify', 'smartypants', 'str', 'truncate', 'url-encode'].sort(),
    );
  });

  it.each([
    ['{s|html}', { s: '<a href="x">&</a>' }, '&lt;a href="x"&gt;&amp;&lt;/a&gt;'],
    ['{s|htmlattr}', { s: '<"&>' }, '&lt;&quot;&amp;&gt;'],
    ['{s|htmltag}', { s: '"' }, '&quot;'],
    ['{xs|count} {o|count} {s|count} {n|count}', { xs: [1, 2], o: { a: 1 }, s: 'abc', n: 5 }, '2 1 3 0'],
    ['{.repeated section xs}{@index|cycle a b}{.end}', { xs: [1, 2, 3] }, 'aba'],
    ['{s|encode-space}', { s: 'a b\tc' }, 'a&nbsp;b&nbsp;c'],
    ['{s|encode-uri}|{s|encode-uri-component}', { s: 'a b/?é' }, 'a%20b/?%C3%A9|a%20b%2F%3F%C3%A9'],
    ['{s|url-encode}', { s: 'a b+é/@' }, 'a%20b+%C3%A9/@'],
    ['{xs|find-first ok|json}|{xs|find-last ok|json}', { xs: [{ ok: 0, i: 1 }, { ok: 1, i: 2 }, { ok: 1, i: 3 }] }, '{"ok":1,"i":2}|{"ok":1,"i":3}'],
    ['{p|format a b}', { p: '{0} and {1}{x}!', a: 'A', b: 2 }, 'A and 2!'],
    ['{o|get k}|{o|prop a.b}', { o: { x: 'X', a: { b: 'B' } }, k: 'x' }, 'X|B'],
    ['{.repeated section xs}{@|iter}{.end}', { xs: ['a', 'b'] }, '12'],
    ['{o|json}|{s|json}', { o: { a: '</script>' }, s: 'x' }, '{"a":"<\\/script>"}|"x"'],
    ['{o|json-pretty}', { o: { a: 1 } }, '{\n  "a": 1\n}'],
    ['{xs|key-by id|json}', { xs: [{ id: 'a' }, { id: 'b' }] }, '{"a":{"id":"a"},"b":{"id":"b"}}'],
    ['{s|line-breaks}', { s: 'a\nb' }, 'a<br/>b'],
    ['{k|lookup k}', { k: 'v', v: 'V' }, 'V'],
    ['{n|mod 3}|{n|mod}', { n: 7 }, '1|1'],
    ['{n|output a b}', { n: 1 }, 'a b'],
    ['{one|pluralize}{two|pluralize}|{one|pluralize y ies}{two|pluralize y ies}', { one: 1, two: 2 }, 's|yies'],
    ['{o|raw}|{missing|raw}', { o: { a: [1] } }, '{"a":[1]}|null'],
    ['{n|round}', { n: 2.5 }, '3'],
    ['{s|safe}', { s: '<b>bold</b> text' }, 'bold text'],
    ['{s|slugify}', { s: 'Hello, World  2!' }, 'hello-world-2'],
    ['{s|smartypants}', { s: '"it\'s" -- fine' }, '\u201cit\u2019s\u201d \u2014 fine'],
    ['{n|str}|{o|str}', { n: 3, o: { a: 1 } }, '3|'],
    ['{s|truncate 9}|{s|truncate 9 ~}|{s|truncate 0}', { s: 'one two three' }, 'one two ...|one two ~|one two three'],
    ['{s|apply p}', { s: 'x' }, ''],
  ])('%s', (template, data, expected) => {
    expect(render(template, data)).toBe(expected);
  });
});

describe('core predicates', () => {
  it('include every predicate of the reference core set', () => {
    expect(Object.keys(CORE_PREDICATES).sort()).toEqual(
      ['debug?', 'equal?', 'even?', 'greaterThan?', 'greaterThanOrEqual?', 'lessThan?', 'lessThanOrEqual?', 'notEqual?', 'nth?', 'odd?', 'plural?', 'singular?'].sort(),
    );
  });

  it.each([
    ['{.equal? a "x"}Y{.or}N{.end}', { a: 'x' }, 'Y'],
    ['{.equal? a b}Y{.or}N{.end}', { a: [1, { c: 2 }], b: [1, { c: 2 }] }, 'Y'],
    ['{.notEqual? a 1}Y{.or}N{.end}', { a: 2 }, 'Y'],
    ['{.section n}{.greaterThan? 3}Y{.or}N{.end}{.end}', { n: 5 }, 'Y'],
    ['{.greaterThanOrEqual? a 5}Y{.or}N{.end}', { a: 5 }, 'Y'],
    ['{.lessThan? a "b"}Y{.or}N{.end}', { a: 'a' }, 'Y'],
    ['{.lessThanOrEqual? a 4}Y{.or}N{.end}', { a: 5 }, 'N'],
    ['{.repeated section xs}{.even? @index}E{.or}O{.end}{.end}', { xs: [1, 2, 3] }, 'OEO'],
    ['{.odd? n}Y{.or}N{.end}', { n: -3 }, 'Y'],
    ['{.nth? n 3}Y{.or}N{.end}', { n: 9 }, 'Y'],
    ['{.section n}{.plural?}P{.end}{.singular?}S{.end}{.end}', { n: 1 }, 'S'],
    ['{.debug?}D{.or}-{.end}', { debug: true }, 'D'],
  ])('%s', (template, data, expected) => {
    expect(render(template, data)).toBe(expected);
  });
});
