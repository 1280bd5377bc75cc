// One benchmark row per core formatter, path shape, instruction and core predicate: each template repeats the piece four
// times (on different fields where the piece reads one) inside a repeated section over the items, so the piece is most of
// what the row measures.

const ITEMS = 100;
const WORDS = ['linen', 'Café', 'oak', 'summer sale', 'hand-made', 'naïve', 'blue/green', 'the "best"', 'R&D', '50% off', 'émigré', 'x<y'];

const word = (n) => WORDS[n % WORDS.length];

/** Builds the items every piece reads, as JSON.parse gives them; `variant` changes every text and number so nothing repeats across variants. */
export function pieceData(variant = 0, count = ITEMS) {
  const items = [];
  for (let i = 0; i < count; i++) {
    const n = i + variant * 1009;
    const item = {
      onSale: n % 4 === 0,
      featured: n % 3 === 0,
      inStock: n % 5 !== 0,
      price: 500 + ((n * 97) % 20_000),
      compareAt: 600 + ((n * 89) % 20_000),
      qty: (n * 7) % 13,
      status: n % 3 ? 'active' : 'archived',
      rating: (n % 11) / 2,
      tags: [`${word(n)}`, `tag-${n % 7}`, n % 2 ? 'odd' : 'even', `${word(n + 5)} ${variant}`],
      images: [
        { url: `/img/${n}-a.jpg`, meta: { width: 800 + (n % 9), height: 600 } },
        { url: `/img/${n}-b.jpg`, meta: { width: 1200, height: 900 + (n % 5) } },
      ],
      variants: [
        { sku: `SKU-${n}-A`, price: 1000 + n },
        { sku: `SKU-${n}-B`, price: 1200 + n },
      ],
      priceInfo: n % 5 === 0 ? null : { currency: 'USD', amount: ((500 + n * 97) / 100).toFixed(2) },
      seller: n % 6 === 0 ? {} : { name: `Seller ${word(n)} ${n}` },
      debug: n % 9 === 0,
    };
    for (let f = 0; f < 4; f++) {
      const m = n * 4 + f;
      item[`t${f}`] = `${word(m)} ${m} ${f % 2 ? `<${word(m + 3)}> & "${word(m + 1)}"` : `${word(m + 7)} and ${word(m + 2)}`}`;
      item[`long${f}`] =
        `Item ${m}: ${word(m)} made from ${word(m + 1)} and ${word(m + 2)}, finished by hand in our workshop; ` +
        `every ${word(m + 3)} piece is checked twice before it ships & lasts for years of daily use.`;
      item[`rich${f}`] = `<p>${word(m)} <b>${m}</b> & <a href="/p/${m}">${word(m + 4)}</a></p><br/>${f % 2 ? '' : `<i>${word(m + 6)}</i>`}`;
      item[`n${f}`] = (m * 5) % 4;
    }
    items.push(item);
  }
  return JSON.parse(JSON.stringify({ debug: variant % 2 === 1, items }));
}

const four = (piece) => [0, 1, 2, 3].map(piece).join(' ');

/** [row name, body repeated per item]. */
const PIECES = [
  ['url-encode', four((f) => `{t${f}|url-encode}`)],
  ['slugify', four((f) => `{t${f}|slugify}`)],
  ['truncate', four((f) => `{long${f}|truncate ${40 + f * 20}}`)],
  ['html', four((f) => `{t${f}|html}`)],
  ['htmlattr', four((f) => `<a title="{t${f}|htmlattr}">`)],
  ['safe', four((f) => `{rich${f}|safe}`)],
  ['pluralize', four((f) => (f % 2 ? `{n${f}} item{n${f}|pluralize}` : `{n${f}} {n${f}|pluralize child children}`))],
  ['path with numeric segments (a.0.b)', '{images.0.url} {images.1.meta.width} {variants.0.sku} {variants.1.price}'],
  ['.if', '{.if onSale}sale{.or}full{.end} {.if featured || onSale}hot{.end} {.if inStock && onSale}now{.or}later{.end} {.if debug}d{.end}'],
  ['.section', '{.section priceInfo}{currency} {amount}{.or}n/a{.end} {.section seller}{name}{.or}none{.end} {.section images}{0.url}{.end} {.section variants}x{.end}'],
  ['.repeated section with .alternates with', '<ul>{.repeated section tags}<li>{@}</li>{.alternates with}, {.end}</ul> {.repeated section images}{url}{.alternates with}|{.end}'],
  ['.var', '{.var @p price}{@p} {.var @i images.0}{@i.url} {.var @s seller.name}{@s} {.var @v variants}{@v.1.sku}'],
  ['@index', '{@index} {@index0} {.repeated section tags}{@index}{.end}'],
  ['equal?', '{.equal? status "active"}a{.end} {.equal? qty 0}z{.end} {.equal? price compareAt}s{.end} {.section qty}{.equal? 3}t{.end}{.end}'],
  ['notEqual?', '{.notEqual? status "active"}a{.end} {.notEqual? qty 0}z{.end} {.notEqual? price compareAt}s{.end} {.section qty}{.notEqual? 3}t{.end}{.end}'],
  ['greaterThan?', '{.greaterThan? price 10000}p{.end} {.greaterThan? price compareAt}c{.end} {.greaterThan? status "b"}s{.end} {.greaterThan? qty 6}q{.end}'],
  ['greaterThanOrEqual?', '{.greaterThanOrEqual? price 10000}p{.end} {.greaterThanOrEqual? price compareAt}c{.end} {.greaterThanOrEqual? status "b"}s{.end} {.greaterThanOrEqual? qty 6}q{.end}'],
  ['lessThan?', '{.lessThan? price 10000}p{.end} {.lessThan? price compareAt}c{.end} {.lessThan? status "b"}s{.end} {.lessThan? qty 6}q{.end}'],
  ['lessThanOrEqual?', '{.lessThanOrEqual? price 10000}p{.end} {.lessThanOrEqual? price compareAt}c{.end} {.lessThanOrEqual? status "b"}s{.end} {.lessThanOrEqual? qty 6}q{.end}'],
  ['even?', '{.even? @index}e{.end} {.even? qty}q{.end} {.even? price}p{.end} {.section qty}{.even?}s{.end}{.end}'],
  ['odd?', '{.odd? @index}o{.end} {.odd? qty}q{.end} {.odd? price}p{.end} {.section qty}{.odd?}s{.end}{.end}'],
  ['nth?', '{.nth? @index 3}3{.end} {.nth? qty 2}q{.end} {.nth? price 5}p{.end} {.section qty}{.nth? 4}s{.end}{.end}'],
  ['plural?', four((f) => `{.section n${f}}{.plural?}many{.or}one{.end}{.end}`)],
  ['singular?', four((f) => `{.section n${f}}{.singular?}one{.or}many{.end}{.end}`)],
  ['debug?', '{.debug?}d{.end} {.debug?}d{.or}n{.end} {.section seller}{.debug?}s{.end}{.end} {.debug?}x{.end}'],
];

/** The piece rows: name and the template that repeats the piece once per item. */
export const PIECE_ROWS = PIECES.map(([name, body]) => ({ name, template: `{.repeated section items}<li>${body}</li>\n{.end}` }));
