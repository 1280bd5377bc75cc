// Four page shapes the engine was not tuned for, each with a data builder: a product list, a blog list, an event calendar and
// a gallery. Data goes through JSON as a site's page data does; `variant` changes every text, number and instant, so the
// 16 variants of the fresh-data rows share no value the engine could remember between renders.

const WORDS = ['linen', 'Café', 'oak', 'summer', 'hand-made', 'naïve', 'blue', 'the "best"', 'R&D', 'cotton', 'émigré', 'wool', 'field', 'harbor', 'studio', 'market'];
const word = (n) => WORDS[((n % WORDS.length) + WORDS.length) % WORDS.length];
const words = (n, count) => Array.from({ length: count }, (_, k) => word(n * 7 + k * 3)).join(' ');
const json = (value) => JSON.parse(JSON.stringify(value));
const DAY = 86_400_000;

export const PRODUCT_LIST_TEMPLATE = `<section class="products" data-count="{items|count}">
<h1>{collection.title|html}</h1>
{.section collection.description}<div class="intro">{@|safe|truncate 160}</div>{.end}
<ul class="grid">
{.repeated section items}<li id="p-{id}" class="product{.if onSale} on-sale{.end}{.if starred} starred{.end} type-{categories.0|slugify}">
  <a href="{fullUrl}" data-slug="{urlId|url-encode}">
    {.section assetUrl}<img src="{@}?format=500w" alt="{title|htmlattr}" width="{originalSize.0}" height="{originalSize.1}">{.end}
    <h2>{title|html}</h2>
  </a>
  {.section excerpt}<p class="excerpt">{@|safe|truncate 100}</p>{.end}
  <p class="price">{.section variants.0}{.if onSale}<s>{price}</s> {salePrice}{.or}{price}{.end}{.end}</p>
  {.if variants.1}<p class="options">{variants|count} options</p>{.end}
  {.greaterThan? variants.0.qtyInStock 0}<p class="stock">In stock</p>{.or}<p class="stock out">Sold out</p>{.end}
  <ul class="tags">{.repeated section tags}<li><a href="?tag={@|url-encode}">{@|html}</a></li>{.alternates with} {.end}</ul>
  <p class="reviews">{reviewCount} review{reviewCount|pluralize}</p>
</li>
{.or}<li class="empty">No products.</li>
{.end}
</ul>
</section>`;

export function productListData(variant = 0, count = 120) {
  const items = [];
  for (let i = 0; i < count; i++) {
    const n = i + variant * 1013;
    const title = `${words(n, 3)} no. ${n}`;
    items.push({
      id: `p${n}`,
      title,
      urlId: `${words(n, 2)}/${n}`,
      fullUrl: `/shop/p/${n}-${word(n)}`,
      assetUrl: n % 7 === 0 ? '' : `https://images.example.com/${n}/photo-${word(n + 1)}.jpg`,
      originalSize: [1200 + (n % 5) * 100, 900 + (n % 3) * 100],
      excerpt: n % 6 === 0 ? '' : `<p>${words(n + 1, 8)}, <strong>${word(n + 2)}</strong> & ${words(n + 3, 6)}.</p><p>${words(n + 4, 5)}</p>`,
      onSale: n % 4 === 0,
      starred: n % 9 === 0,
      categories: [`${word(n + 5)} Goods`, 'Home & Living'],
      variants: Array.from({ length: 1 + (n % 3) }, (_, v) => ({
        sku: `SKU-${n}-${v}`,
        price: `$${(10 + ((n * 7 + v) % 90)).toFixed(2)}`,
        salePrice: `$${(8 + ((n * 5 + v) % 70)).toFixed(2)}`,
        qtyInStock: (n + v) % 5 === 0 ? 0 : (n * 3 + v) % 40,
      })),
      tags: [word(n + 6), `${word(n + 7)} ${n % 10}`, n % 2 ? 'gift idea' : 'new & noteworthy'],
      reviewCount: n % 5,
    });
  }
  return json({ collection: { title: `Shop <all> & ${word(variant)}`, description: `<p>${words(variant, 30)}</p>` }, items });
}

export const BLOG_LIST_TEMPLATE = `<div class="blog-list">
{.repeated section items}<article class="post{.if starred} starred{.end}{.equal? recordTypeLabel "video"} video{.end}" id="article-{id}">
  <header>
    <h2 class="title"><a href="{fullUrl|htmlattr}">{title|html}</a></h2>
    <p class="meta">
      <time datetime="{publishOn|date %Y-%m-%d}">{publishOn|date %B %d, %Y}</time>
      {.section author}by <a href="/blog?author={id}">{displayName|html}</a>{.end}
      {.if categories}in {.repeated section categories}<a href="/blog?category={@|url-encode}">{@|html}</a>{.alternates with}, {.end}{.end}
    </p>
  </header>
  {.section excerpt}<div class="excerpt">{@|safe|truncate 240}</div>{.or}<div class="body">{body|safe|truncate 240}</div>{.end}
  {.if tags}<ul class="tags">{.repeated section tags}<li class="tag-{@|slugify}"><a href="/blog?tag={@|url-encode}">{@|html}</a></li>{.end}</ul>{.end}
  <footer>
    <a class="comments" href="{fullUrl}#comments">{commentCount} comment{commentCount|pluralize}</a>
    {.greaterThan? likeCount 0}<span class="likes">{likeCount} like{likeCount|pluralize}</span>{.end}
    <a class="more" href="{fullUrl}#{title|slugify}">Read more</a>
  </footer>
</article>
{.alternates with}<hr>
{.end}
{.section pagination}<nav>{.if prevPage}<a href="{prevPageUrl|htmlattr}">Newer</a>{.end}{.if nextPage}<a href="{nextPageUrl|htmlattr}">Older</a>{.end}</nav>{.end}
</div>`;

export function blogListData(variant = 0, count = 60) {
  const items = [];
  for (let i = 0; i < count; i++) {
    const n = i + variant * 1013;
    items.push({
      id: `a${n}`,
      title: `${word(n)}: ${words(n + 1, 5)} (part ${n % 4})`,
      fullUrl: `/blog/${n}-${word(n + 2)}?ref="list"`,
      publishOn: 1_600_000_000_000 + n * 7 * 3_600_000 + (n % 60) * 60_000,
      starred: n % 8 === 0,
      recordTypeLabel: n % 5 === 0 ? 'video' : 'text',
      author: n % 10 === 0 ? null : { id: `u${n % 6}`, displayName: `${word(n + 3)} ${word(n + 4)} <editor>` },
      categories: n % 3 === 0 ? [] : [`${word(n + 5)} & ${word(n + 6)}`, `Journal ${n % 4}`],
      excerpt: n % 4 === 0 ? '' : `<p>${words(n + 7, 18)}, <em>${word(n + 8)}</em> &amp; ${words(n + 9, 14)}.</p>`,
      body: `<p>${words(n + 10, 40)}</p><p><a href="/x">${words(n + 11, 6)}</a></p>`,
      tags: n % 5 === 0 ? [] : [word(n + 12), `${word(n + 13)} ${word(n + 14)}`, `Tag ${n % 9}`],
      commentCount: n % 4,
      likeCount: (n * 3) % 7,
    });
  }
  return json({
    website: { timeZone: 'America/New_York' },
    items,
    pagination: { prevPage: variant % 2 === 1, prevPageUrl: `/blog?offset=${variant}`, nextPage: true, nextPageUrl: `/blog?offset=${variant + 60}&x="y"` },
  });
}

export const EVENT_CALENDAR_TEMPLATE = `<div class="calendar">
<h1>{month.label|html}</h1>
<table class="month"><thead><tr>{.repeated section weekdays}<th>{@|truncate 3 .}</th>{.end}</tr></thead>
<tbody>
{.repeated section weeks}<tr class="week-{@index}">{.repeated section days}<td class="day{.if today} today{.end}{.if outside} outside{.end}{.even? @index} even{.end}">
  <span class="date">{day}</span>
  {.repeated section events}<a class="event{.if allDay} all-day{.end}" href="{fullUrl}">{.if allDay}{.or}{startDate|date %H:%M} {.end}{title|html}</a>{.end}
</td>{.end}</tr>
{.end}
</tbody></table>
<ol class="upcoming">
{.repeated section upcoming}<li class="event{.equal? @index 1} first{.end}">
  <time datetime="{startDate|date %Y-%m-%dT%H:%M}">{startDate|date %a, %b %d}</time>
  <h3><a href="{fullUrl|htmlattr}">{title|html}</a></h3>
  {.section location}<address>{addressTitle|html}{.if addressLine1}, {addressLine1|html}{.end}</address>{.end}
  <p class="time">{.if allDay}All day{.or}{startDate|date %I:%M %p} to {endDate|date %I:%M %p}{.end}</p>
  {.lessThan? spotsLeft 10}<p class="spots">Only {spotsLeft} spot{spotsLeft|pluralize} left</p>{.end}
  {.section excerpt}<p>{@|safe|truncate 120}</p>{.end}
  <a href="{fullUrl}?date={startDate|date %Y%m%d}&amp;tz={website.timeZone|url-encode}">Details</a>
</li>
{.end}
</ol>
</div>`;

export function eventCalendarData(variant = 0) {
  const start = Date.UTC(2024, 2, 1) + variant * 35 * DAY;
  const event = (n) => {
    const startDate = start + (n % 35) * DAY + (9 + (n % 9)) * 3_600_000 + (n % 4) * 900_000;
    return {
      title: `${word(n)} ${words(n + 1, 3)} #${n}`,
      fullUrl: `/events/${n}-${word(n + 2)}`,
      startDate,
      endDate: startDate + (1 + (n % 3)) * 3_600_000,
      allDay: n % 6 === 0,
      location: n % 4 === 0 ? null : { addressTitle: `${word(n + 3)} Hall`, addressLine1: n % 3 ? `${n % 200} ${word(n + 4)} St & 3rd` : '' },
      spotsLeft: (n * 7) % 25,
      excerpt: n % 3 === 0 ? '' : `<p>${words(n + 5, 16)} <b>${word(n + 6)}</b></p>`,
    };
  };
  const weeks = [];
  let n = variant * 1013;
  for (let w = 0; w < 5; w++) {
    const days = [];
    for (let d = 0; d < 7; d++) {
      const index = w * 7 + d;
      days.push({ day: (index % 31) + 1, today: index === 12, outside: index > 30, events: Array.from({ length: index % 3 }, () => event(n++)) });
    }
    weeks.push({ days });
  }
  return json({
    website: { timeZone: 'Europe/Berlin' },
    month: { label: `March <${2024 + variant}>` },
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    weeks,
    upcoming: Array.from({ length: 40 }, () => event(n++)),
  });
}

export const GALLERY_TEMPLATE = `<div class="gallery" data-count="{items|count}">
{.repeated section items}<figure class="slide{.nth? @index 4} row-end{.end}{.odd? @index} odd{.end}" data-index="{@index0}" id="{id|url-encode}">
  <a href="{fullUrl|htmlattr}"><img src="{assetUrl}?format={.greaterThan? originalSize.0 1500}1500w{.or}750w{.end}" width="{originalSize.0}" height="{originalSize.1}" alt="{title|htmlattr}" data-focal="{mediaFocalPoint.x},{mediaFocalPoint.y}"></a>
  {.if title || description}<figcaption>{.section title}<h3>{@|html}</h3>{.end}{.section description}<div>{@|safe|truncate 80}</div>{.end}</figcaption>{.end}
  {.var @meta metadata}{.section @meta}<dl>{.repeated section exif}<dt>{name|html}</dt><dd>{value|html}</dd>{.end}</dl>{.end}
  {.notEqual? license "none"}<small class="license">{license|slugify}</small>{.end}
</figure>
{.end}
</div>`;

export function galleryData(variant = 0, count = 150) {
  const items = [];
  for (let i = 0; i < count; i++) {
    const n = i + variant * 1013;
    items.push({
      id: `img ${n}/${word(n)}`,
      title: n % 5 === 0 ? '' : `${word(n)} at ${word(n + 1)} <${n}>`,
      description: n % 3 === 0 ? '' : `<p>${words(n + 2, 12)} &amp; <i>${word(n + 3)}</i></p>`,
      fullUrl: `/gallery/${n}?view="full"`,
      assetUrl: `https://images.example.com/g/${n}.jpg`,
      originalSize: [800 + ((n * 131) % 1600), 600 + ((n * 71) % 900)],
      mediaFocalPoint: { x: ((n * 13) % 100) / 100, y: ((n * 29) % 100) / 100 },
      metadata: n % 4 === 0 ? null : { exif: [{ name: 'Camera', value: `${word(n + 4)} X${n % 9}` }, { name: 'Lens', value: `${20 + (n % 60)}mm f/${1 + (n % 4)}` }] },
      license: n % 3 === 0 ? 'none' : `CC BY ${word(n + 5)} ${n % 4}.0`,
    });
  }
  return json({ items });
}

/** The page shapes: name, template and data builder. */
export const PAGE_SHAPES = [
  { name: 'product list', template: PRODUCT_LIST_TEMPLATE, data: productListData },
  { name: 'blog list', template: BLOG_LIST_TEMPLATE, data: blogListData },
  { name: 'event calendar', template: EVENT_CALENDAR_TEMPLATE, data: eventCalendarData },
  { name: 'gallery', template: GALLERY_TEMPLATE, data: galleryData },
];
