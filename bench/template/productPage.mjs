/** A 200-product catalogue page: sections, repeated sections, predicates, html/truncate/date formatters. */
export const PRODUCT_PAGE_TEMPLATE = `<main class="catalog">
<h1>{collection.title|html}</h1>
{.section collection.description}<p class="intro">{@|truncate 120}</p>{.end}
{.repeated section products}
<article class="product{.if onSale} on-sale{.end}" data-index="{@index}">
  <a href="{fullUrl|htmlattr}"><h2>{title|html}</h2></a>
  <p>{excerpt|html|truncate 80}</p>
  {.equal? inStock true}<span class="stock">In stock: {qtyInStock}</span>{.or}<span class="stock sold-out">Sold out</span>{.end}
  {.greaterThan? price 10000}<span class="badge">Premium</span>{.end}
  {.section priceInfo}<span class="price">{currency} {amount}</span>{.or}<span class="price">n/a</span>{.end}
  <time datetime="{addedOn}">{addedOn}</time>
  <ul class="tags">{.repeated section tags}<li>{@|html}</li>{.alternates with}, {.end}</ul>
  {.var @first variants.0}
  {.section @first}<span class="sku">{sku|html}</span>{.end}
  {.odd? @index}<hr class="odd">{.end}
</article>
{.alternates with}
<hr>
{.or}
<p>No products.</p>
{.end}
</main>`;

/** The same page with a site formatter (`date`) on every product. */
export const PRODUCT_PAGE_WITH_DATES_TEMPLATE = PRODUCT_PAGE_TEMPLATE.replace(
  '<time datetime="{addedOn}">{addedOn}</time>',
  '<time datetime="{addedOn}">{addedOn|date %B %d, %Y}</time>',
);

/** The core page plus the site `date`, `datetime` and `money` formatters on every product. */
export const PRODUCT_PAGE_WITH_MONEY_AND_DATES_TEMPLATE = PRODUCT_PAGE_TEMPLATE.replace(
  '<time datetime="{addedOn}">{addedOn}</time>',
  '<time datetime="{addedOn}">{addedOn|date %B %d, %Y}</time> <span class="updated">{updatedOn|datetime medium}</span>\n' +
    '  <span class="money">{priceMoney|money}</span>',
);

/**
 * Builds `count` products of deterministic data, as JSON.parse gives them. Variants above 0 change every product's texts,
 * amounts and instants, so no text, formatted date, time or amount repeats between variants.
 */
export function productPageData(count = 200, variant = 0) {
  const products = [];
  for (let i = 0; i < count; i++) {
    const price = 500 + i * 97;
    const suffix = variant ? ` v${variant}` : '';
    products.push({
      title: `Product <${i}> & "friends"${suffix}`,
      fullUrl: `/shop/p/product-${i}?ref="home"${variant ? `&v=${variant}` : ''}`,
      excerpt: `This is product number ${i}. It is <b>great</b> & durable, made of fine materials that last for years and years of daily use.${suffix}`,
      inStock: i % 3 !== 0,
      qtyInStock: (i * 7) % 50,
      onSale: i % 4 === 0,
      price,
      priceInfo: i % 5 === 0 ? null : { currency: 'USD', amount: (price / 100).toFixed(2) },
      addedOn: 1600000000000 + i * 86400000 + variant * 86_400_000 * 17,
      updatedOn: 1600000000000 + i * 86400000 + ((i * 7919) % 86400) * 1000 + variant * 3_607_000,
      priceMoney: { decimalValue: (price / 100 + variant * 1.01).toFixed(2), currencyCode: 'USD' },
      tags: ['new', `tag-${i % 7}`, i % 2 ? 'odd' : 'even'],
      variants: [{ sku: `SKU-${i}-A` }, { sku: `SKU-${i}-B` }],
    });
  }
  return JSON.parse(
    JSON.stringify({
      website: { timeZone: 'America/New_York' },
      collection: { title: 'All <products>', description: 'Everything we sell, from small accessories to large items, hand picked by our team for quality and value.' },
      products,
    }),
  );
}
