// Ceiling check for the template goals: two rows of the table written by hand as plain JavaScript functions (the `plural?`
// piece and the product list page), checked to give the reference's exact output, then timed against the reference the way
// run.mjs times our engine (same paired CPU rounds, same repeated and fresh data, after the same warm-up of every template).
// The product list function calls our engine's own core formatters (with their memos), so it measures what an engine that
// spent nothing on interpreting the template would reach. Our engine is timed in the same run for comparison.
// Run: node bench/template/handWritten.mjs [rounds]   (needs `npm run build`; BENCH_TEMPLATE_ENGINE=<module> as in run.mjs)
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Compiler } from '@squarespace/template-engine';
import { compare } from './compare.mjs';
import { PAGE_SHAPES, PRODUCT_LIST_TEMPLATE, productListData } from './pageShapes.mjs';
import { PIECE_ROWS, pieceData } from './pieces.mjs';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const engine = process.env.BENCH_TEMPLATE_ENGINE ? resolve(process.env.BENCH_TEMPLATE_ENGINE) : join(projectRoot, 'dist/template.js');
const { compileTemplate, CORE_FORMATTERS } = await import(pathToFileURL(engine).href);
const ROUNDS = Number(process.argv[2] ?? 7);

/** Own member of an object or array, as the engine reads one. */
const own = (value, key) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const member = value[key];
  return member !== undefined && Object.hasOwn(value, key) ? member : undefined;
};
const truthy = (value) =>
  typeof value === 'string' ? value !== ''
  : typeof value === 'number' ? value !== 0 && !Number.isNaN(value)
  : typeof value === 'boolean' ? value
  : Array.isArray(value) ? value.length !== 0
  : typeof value === 'object' && value !== null && Object.keys(value).length !== 0;
const text = (value) => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? `${value}` : '');

const PLURAL_KEYS = ['n0', 'n1', 'n2', 'n3'];

/** The `plural?` piece row: `{.section nK}{.plural?}many{.or}one{.end}{.end}` four times per item. */
function pluralPiece(data) {
  let out = '';
  const items = own(data, 'items');
  for (let i = 0; i < items.length; i++) {
    out += '<li>';
    for (let k = 0; k < 4; k++) {
      const value = own(items[i], PLURAL_KEYS[k]);
      if (typeof value === 'number' && value !== 0) out += value > 1 ? 'many' : 'one';
      if (k < 3) out += ' ';
    }
    out += '</li>\n';
  }
  return out;
}

const format = (name) => CORE_FORMATTERS[name].format;
const [html, htmlattr, slugify, urlEncode, safe, truncate, pluralize, count] = ['html', 'htmlattr', 'slugify', 'url-encode', 'safe', 'truncate', 'pluralize', 'count'].map(format);
const [truncate160, truncate100] = [['160'], ['100']].map((args) => CORE_FORMATTERS.truncate.prepare(args));
const pluralizeArgs = CORE_FORMATTERS.pluralize.prepare([]);

/** The product list page shape (PRODUCT_LIST_TEMPLATE). */
function productList(data) {
  const items = own(data, 'items');
  const collection = own(data, 'collection');
  let out = `<section class="products" data-count="${text(count(items))}">\n<h1>${text(html(own(collection, 'title')))}</h1>\n`;
  const description = own(collection, 'description');
  if (truthy(description)) out += `<div class="intro">${text(truncate(safe(description), truncate160))}</div>`;
  out += '\n<ul class="grid">\n';
  if (!Array.isArray(items) || items.length === 0) return `${out}<li class="empty">No products.</li>\n\n</ul>\n</section>`;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const onSale = truthy(own(item, 'onSale'));
    out +=
      `<li id="p-${text(own(item, 'id'))}" class="product${onSale ? ' on-sale' : ''}${truthy(own(item, 'starred')) ? ' starred' : ''} ` +
      `type-${text(slugify(own(own(item, 'categories'), 0)))}">\n  <a href="${text(own(item, 'fullUrl'))}" data-slug="${text(urlEncode(own(item, 'urlId')))}">\n    `;
    const asset = own(item, 'assetUrl');
    const size = own(item, 'originalSize');
    if (truthy(asset)) out += `<img src="${text(asset)}?format=500w" alt="${text(htmlattr(own(item, 'title')))}" width="${text(own(size, 0))}" height="${text(own(size, 1))}">`;
    out += `\n    <h2>${text(html(own(item, 'title')))}</h2>\n  </a>\n  `;
    const excerpt = own(item, 'excerpt');
    if (truthy(excerpt)) out += `<p class="excerpt">${text(truncate(safe(excerpt), truncate100))}</p>`;
    out += '\n  <p class="price">';
    const variants = own(item, 'variants');
    const first = own(variants, 0);
    if (truthy(first)) out += onSale ? `<s>${text(own(first, 'price'))}</s> ${text(own(first, 'salePrice'))}` : text(own(first, 'price'));
    out += '</p>\n  ';
    if (truthy(own(variants, 1))) out += `<p class="options">${text(count(variants))} options</p>`;
    const stock = own(first, 'qtyInStock');
    out += `\n  ${typeof stock === 'number' && stock > 0 ? '<p class="stock">In stock</p>' : '<p class="stock out">Sold out</p>'}\n  <ul class="tags">`;
    const tags = own(item, 'tags');
    for (let t = 0; t < tags.length; t++) out += `${t ? ' ' : ''}<li><a href="?tag=${text(urlEncode(tags[t]))}">${text(html(tags[t]))}</a></li>`;
    const reviews = own(item, 'reviewCount');
    out += `</ul>\n  <p class="reviews">${text(reviews)} review${text(pluralize(reviews, pluralizeArgs))}</p>\n</li>\n`;
  }
  return `${out}\n</ul>\n</section>`;
}

const reference = new Compiler();
const warm = [...PIECE_ROWS.map((row) => ({ ...row, data: pieceData })), ...PAGE_SHAPES];
for (const row of warm) {
  const ours = compileTemplate(row.template);
  const { code } = reference.parse(row.template);
  const data = row.data(0);
  for (let i = 0; i < 20; i++) {
    ours.render(data);
    reference.execute({ code, json: data }).ctx.render();
  }
}

const rows = [
  { name: 'plural?', template: PIECE_ROWS.find((row) => row.name === 'plural?').template, hand: pluralPiece, data: pieceData },
  { name: 'product list', template: PRODUCT_LIST_TEMPLATE, hand: productList, data: productListData },
];
const ratio = (result) => `${result.ratio.toFixed(2)}x (${(1e6 / result.ours).toFixed(1)} vs ${(1e6 / result.theirs).toFixed(1)} us)`.padEnd(32);
console.log(`ratio of CPU time per render against the reference (above 1: faster), median of ${ROUNDS} paired rounds\n`);
console.log(`${'row'.padEnd(30)}${'repeated data'.padEnd(32)}fresh data`);
for (const row of rows) {
  const ours = compileTemplate(row.template);
  const { code } = reference.parse(row.template);
  const theirs = (data) => reference.execute({ code, json: data }).ctx.render();
  const repeated = row.data(0);
  const fresh = Array.from({ length: 16 }, (_, variant) => JSON.stringify(row.data(variant + 1)));
  for (const data of [repeated, ...fresh.map((json) => JSON.parse(json))]) {
    if (row.hand(data) !== theirs(data) || ours.render(data).output !== theirs(data)) throw new Error(`${row.name}: output differs from the reference`);
  }
  for (const [label, render] of [['hand-written', row.hand], ['our engine', (data) => ours.render(data).output]]) {
    let turn = 0;
    const cpuMs = row.name === 'plural?' ? 40 : 100;
    const results = [
      compare(render, theirs, () => repeated, { rounds: ROUNDS, cpuMs }),
      compare(render, theirs, () => JSON.parse(fresh[turn++ % fresh.length]), { rounds: ROUNDS, cpuMs }),
    ];
    console.log(`${`${row.name}, ${label}`.padEnd(30)}${ratio(results[0])}${ratio(results[1])}`);
  }
}
