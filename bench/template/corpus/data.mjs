// Page data for the corpus regions, shaped like a Squarespace page's JSON (website, collection, items with structured
// content, money objects, epoch-millisecond dates, image fields). `variant` changes every text, number and instant, so the
// variants share no value an engine could remember between renders. Data goes through JSON as a site's page data does.

const WORDS = ['linen', 'Café', 'oak', 'summer', 'hand-made', 'naïve', 'blue', 'the "best"', 'R&D', 'cotton', 'émigré', 'wool', 'field', 'harbor', 'studio', 'market', 'x<y', '50% off'];
const word = (n) => WORDS[((n % WORDS.length) + WORDS.length) % WORDS.length];
const words = (n, count) => Array.from({ length: count }, (_, k) => word(n * 7 + k * 3)).join(' ');
const title = (n) => { const text = words(n, 3); return text[0].toUpperCase() + text.slice(1); };
const json = (value) => JSON.parse(JSON.stringify(value));
const DAY = 86_400_000;
const HOUR = 3_600_000;
const BASE_DATE = Date.UTC(2024, 2, 4, 15, 30);

/** A label for every `localizedStrings.key` the corpus reads ("readMore" → "Read more"). */
function localizedStrings(keys, variant) {
  const strings = {};
  for (const key of keys) {
    const text = key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
    strings[key] = `${text[0].toUpperCase()}${text.slice(1)}${variant % 3 === 1 ? ' »' : ''}`;
  }
  return strings;
}

function website(n) {
  return {
    id: `site-${n}`,
    siteTitle: `${title(n)} & Co.`,
    siteTagLine: n % 2 ? `${words(n + 1, 6)}` : '',
    siteDescription: `<p>${words(n + 2, 24)}</p>`,
    logoImageUrl: n % 3 ? `https://images.example.com/site-${n}/logo.png` : '',
    baseUrl: `https://www.${word(n).replace(/[^a-z]/gi, '') || 'site'}${n}.example.com`,
    domain: `www.site${n}.example.com`,
    timeZone: ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'America/Los_Angeles'][n % 4],
    timeZoneAbbr: ['EST', 'CET', 'JST', 'PST'][n % 4],
    language: ['en-US', 'fr-FR', 'de-DE'][n % 3],
    cartEnabled: n % 4 !== 3,
    copyrightYear: 2020 + (n % 6),
    updatedOn: BASE_DATE - (n % 97) * DAY - (n % 13) * HOUR,
    contactEmail: `hello+${n}@example.com`,
    contactPhoneNumber: `+1 (555) 01${n % 10}-${1000 + (n % 9000)}`,
    location: { addressTitle: `${title(n + 3)} Studio`, addressLine1: `${n % 300} ${word(n + 4)} St & 3rd`, addressLine2: `New York, NY 100${n % 90}`, addressCountry: 'United States' },
    socialAccounts: ['Instagram', 'Twitter', 'Facebook', 'Pinterest'].slice(0, 1 + (n % 4)).map((serviceName, k) => ({
      serviceName,
      profileUrl: `https://${serviceName.toLowerCase()}.com/${word(n + k)}${n}`,
      screenname: `${word(n + k + 1)}_${n}`,
    })),
  };
}

function image(n, extra = {}) {
  return {
    id: `img${n}`,
    assetUrl: `https://images.example.com/content/${n}/${word(n).replace(/\W/g, '')}-${n}.jpg`,
    originalSize: `${800 + ((n * 131) % 1600)}x${600 + ((n * 71) % 900)}`,
    mediaFocalPoint: { x: ((n * 13) % 100) / 100, y: ((n * 29) % 100) / 100 },
    systemDataId: `sys-${n}`,
    title: `${title(n + 1)} <${n}>`,
    ...extra,
  };
}

const money = (cents, currency = 'USD') => ({ value: (cents / 100).toFixed(2), currency });

function pagination(n) {
  return {
    prevPage: n % 2 === 1,
    prevPageUrl: `?offset=${n * 20}`,
    nextPage: true,
    nextPageUrl: `?offset=${n * 20 + 40}&x="y"`,
    pages: Array.from({ length: 6 }, (_, k) => ({ number: k + 1, url: `?page=${k + 1}`, current: k === n % 6 })),
  };
}

function navigationItem(n, depth = 0) {
  const isFolder = depth === 0 && n % 4 === 1;
  const external = !isFolder && n % 5 === 2;
  return {
    id: `nav-${n}`,
    title: title(n),
    fullUrl: `/${word(n).replace(/\W/g, '-')}-${n}`,
    active: n % 7 === 3,
    externalLink: external ? { url: `https://external.example.com/${n}?a=1&b="2"`, newWindow: n % 2 === 0 } : null,
    collection: external ? null : {
      id: `col-${n}`,
      urlId: `${word(n)}-${n}`,
      fullUrl: `/${word(n + 1).replace(/\W/g, '-')}-${n}`,
      navigationTitle: `${title(n + 2)}${n % 3 ? '' : ' & more'}`,
      folder: isFolder,
      itemCount: n % 6,
    },
    items: isFolder ? Array.from({ length: 3 + (n % 5) }, (_, k) => navigationItem(n * 10 + k + 2, depth + 1)) : [],
  };
}

function post(n) {
  return {
    ...(n % 3 === 0 ? {} : image(n)),
    id: `post${n}`,
    title: `${title(n)}: ${words(n + 1, 4)}`,
    fullUrl: `/blog/${n}/${word(n).replace(/\W/g, '-')}`,
    starred: n % 9 === 0,
    recordTypeLabel: n % 7 === 0 ? 'video' : 'text',
    publishOn: BASE_DATE - n * 13 * HOUR,
    author: { id: `author-${n % 4}`, displayName: `${title(n % 4)} ${word(n % 4 + 1)}` },
    categories: n % 3 ? [`${title(n + 2)}`, 'News & Notes'] : [],
    tags: n % 4 ? [word(n + 3), `${word(n + 4)} ${n % 10}`, 'gift idea'] : [],
    commentCount: n % 5,
    likeCount: (n * 3) % 7,
    commentState: n % 4 !== 0 ? 1 : 0,
    sourceUrl: n % 8 === 0 ? `https://source.example.com/articles/${n}?ref=blog&utm="x"` : '',
    excerpt: n % 6 === 0 ? '' : `<p>${words(n + 5, 18)}, <strong>${word(n + 6)}</strong> &amp; ${words(n + 7, 9)}.</p>`,
    body: `<p>${words(n + 8, 60)}</p><p>${words(n + 9, 40)}</p>`,
    location: n % 5 === 0 ? { addressTitle: `${title(n + 10)} Hall`, addressLine2: n % 2 ? 'Brooklyn' : '' } : {},
    mainImageId: n % 3 === 0 ? '' : `main-${n}`,
  };
}

function product(n) {
  const variants = Array.from({ length: 1 + (n % 4) }, (_, v) => ({
    sku: `SKU-${n}-${v}`,
    priceMoney: money(1000 + ((n * 97 + v * 250) % 20_000)),
    salePriceMoney: money(800 + ((n * 53 + v * 130) % 15_000)),
    onSale: (n + v) % 5 === 0,
    unlimited: v === 2,
    qtyInStock: (n + v) % 6 === 0 ? 0 : (n * 3 + v) % 40,
    attributes: v === 0 && n % 3 === 0 ? {} : { Size: ['S', 'M', 'L', 'XL'][v], Color: n % 2 ? `${title(n + v)}` : '' },
  }));
  return {
    id: `product${n}`,
    title: `${title(n)} no. ${n}`,
    fullUrl: `/shop/p/${n}-${word(n).replace(/\W/g, '-')}`,
    starred: n % 9 === 0,
    badge: n % 11 === 0 ? 'New & Limited' : '',
    addedOn: BASE_DATE - n * 29 * HOUR,
    excerpt: n % 6 === 0 ? '' : `<p>${words(n + 1, 14)}, <em>${word(n + 2)}</em> &amp; more.</p>`,
    tags: n % 4 ? [word(n + 3), `${word(n + 4)} ${n % 10}`] : [],
    items: n % 8 === 0 ? [] : [image(n * 2), image(n * 2 + 1)],
    reviews: n % 5 ? { count: n % 17, average: ((n % 9) / 2 + 0.5).toFixed(1), percent: (n * 7) % 100 } : { count: 0 },
    structuredContent: {
      productType: 1 + (n % 3),
      onSale: variants.some((variant) => variant.onSale),
      hasVariedPrices: variants.length > 1,
      priceMoney: variants[0].priceMoney,
      salePriceMoney: variants[0].salePriceMoney,
      variants,
    },
  };
}

function event(n, start) {
  const startDate = start + (n % 40) * DAY + (9 + (n % 9)) * HOUR + (n % 4) * 15 * 60_000;
  const multiday = n % 7 === 0;
  return {
    ...(n % 3 === 2 ? image(n + 500) : {}),
    id: `event${n}`,
    title: `${title(n)} ${words(n + 1, 2)} #${n}`,
    fullUrl: `/events/${n}-${word(n + 2).replace(/\W/g, '-')}`,
    starred: n % 10 === 0,
    startDate,
    endDate: startDate + (multiday ? 2 * DAY : (1 + (n % 3)) * HOUR),
    multiday,
    allDay: n % 6 === 0,
    location: n % 4 === 0 ? {} : {
      addressTitle: `${title(n + 3)} Hall`,
      addressLine1: `${n % 200} ${word(n + 4)} St & 3rd`,
      addressLine2: n % 3 ? `Springfield, ST 0${1000 + n}` : '',
      addressCountry: n % 2 ? 'United States' : 'Canada',
      mapLat: n % 5 ? 40.7 + (n % 100) / 1000 : 0,
      mapLng: -73.9 - (n % 100) / 1000,
    },
    excerpt: n % 3 === 0 ? '' : `<p>${words(n + 5, 20)} <b>${word(n + 6)}</b></p>`,
    body: `<p>${words(n + 7, 50)}</p>`,
    ticketUrl: n % 2 ? `https://tickets.example.com/e/${n}?src=site&ref="list"` : '',
    ticketPrice: n % 4 === 1 ? money(1500 + (n % 30) * 100) : null,
    spotsLeft: (n * 7) % 25,
    categories: n % 3 ? [`${title(n + 8)}`, 'Workshops & Talks'] : [],
    tags: n % 4 ? [word(n + 9), `${word(n + 10)} ${n % 10}`] : [],
    speakers: n % 3 === 1 ? Array.from({ length: 1 + (n % 3) }, (_, k) => ({ name: `${title(n + k)} ${word(k)}`, role: k ? `${word(n + k + 2)} lead` : '', avatarUrl: k % 2 ? '' : `https://images.example.com/avatars/${n}-${k}.jpg` })) : [],
    recapUrl: n % 5 === 0 ? `/events/${n}/recap` : '',
    mainImageId: n % 3 === 2 ? `main-${n}` : '',
  };
}

function photo(n) {
  return {
    ...image(n, { fullUrl: `/gallery/${n}?view="full"`, mainImageId: `m${n}` }),
    id: `img ${n}/${word(n)}`,
    title: n % 5 === 0 ? '' : `${title(n + 1)} <${n}>`,
    filename: `IMG_${n}.jpg`,
    description: n % 3 === 0 ? '' : `<p>${words(n + 2, 12)} &amp; <i>${word(n + 3)}</i></p>`,
    starred: n % 10 === 0,
    recordTypeLabel: n % 9 === 0 ? 'video' : 'image',
    metadata: n % 4 === 0 ? null : { exif: [{ name: 'Camera', value: `${word(n + 4)} X${n % 9}` }, { name: 'Lens', value: `${20 + (n % 60)}mm f/${1 + (n % 4)}` }, { name: 'ISO', value: 100 * (1 + (n % 8)) }] },
    license: n % 3 === 0 ? 'none' : `CC BY ${word(n + 5)} ${n % 4}.0`,
    photographer: n % 5 === 0 ? null : { name: `${title(n + 6)}`, url: n % 2 ? `https://photographers.example.com/${n}` : '' },
    takenOn: n % 6 === 0 ? null : BASE_DATE - n * 37 * HOUR,
    tags: n % 4 ? [word(n + 7), `${word(n + 8)} ${n % 10}`] : [],
    likeCount: n % 7,
  };
}

const collection = (n, typeName, extra) => ({
  id: `col-${n}`,
  urlId: `${word(n)}-${n}`,
  title: `${title(n)} <${typeName}>`,
  fullUrl: `/${typeName}-${n}`,
  typeName,
  description: n % 2 ? `<p>${words(n + 1, 30)} &amp; <a href="/about">${word(n + 2)}</a></p>` : '',
  columns: 2 + (n % 3),
  updatedOn: BASE_DATE - (n % 50) * DAY,
  footerNote: `<p>${words(n + 3, 20)}</p>`,
  licenseNote: `<p>${words(n + 4, 18)}</p>`,
  ...extra,
});

const newsletter = (n) => ({ formId: `form ${n}`, title: `${title(n)} letters`, description: `<p>${words(n + 1, 22)}</p>`, buttonText: 'Sign up »', subscriberCount: n % 4 ? 1000 + n : 1 });

export function navigationData(variant, keys) {
  const n = variant * 1013;
  const primary = Array.from({ length: 14 }, (_, k) => navigationItem(n + k));
  return json({
    website: website(n),
    localizedStrings: localizedStrings(keys, variant),
    cart: { totalQuantity: variant % 3 },
    search: { query: variant % 2 ? `${word(n)} "sale" & more` : '' },
    navigation: {
      primary,
      secondary: Array.from({ length: 6 }, (_, k) => navigationItem(n + 100 + k * 4, 1)),
      footer: Array.from({ length: 8 }, (_, k) => navigationItem(n + 200 + k * 4, 1)),
    },
    breadcrumbs: Array.from({ length: 4 }, (_, k) => ({ title: `${title(n + k)} ${words(n + k, 8)}`, fullUrl: `/${k}/${word(n + k)}`, current: k === 3 })),
    announcementBar: { id: `Bar ${n}`, enabled: variant % 4 !== 3, text: `<b>${words(n + 5, 10)}</b> ${words(n + 6, 30)}`, url: `/sale?from=bar&n=${n}` },
    footer: {
      columns: Array.from({ length: 4 }, (_, c) => ({
        heading: c === 3 ? '' : title(n + c),
        width: 3,
        links: Array.from({ length: 5 + c }, (_, k) => ({ url: `/info/${c}/${k}?ref=footer`, label: `${title(n + c * 10 + k)}`, external: k === 4 })),
      })),
      legal: [{ url: '/privacy', label: 'Privacy' }, { url: '/terms', label: 'Terms & Conditions' }, { url: '/cookies', label: 'Cookies' }],
    },
    newsletter: newsletter(n),
    locales: [{ code: 'en-US', label: 'English' }, { code: 'fr-FR', label: 'Français' }, { code: 'de-DE', label: 'Deutsch' }, { code: 'ja-JP', label: '日本語' }],
  });
}

export function blogListData(variant, keys) {
  const n = variant * 1013;
  const items = Array.from({ length: 20 }, (_, k) => post(n + k));
  return json({
    website: website(n),
    localizedStrings: localizedStrings(keys, variant),
    collection: collection(n, 'blog', {
      itemCount: 120 + variant, showTags: variant % 4 !== 2, pageSize: 20,
      categories: Array.from({ length: 8 }, (_, k) => ({ name: `${title(n + k)}`, count: (n + k) % 30 })),
      tags: Array.from({ length: 24 }, (_, k) => ({ name: `${word(n + k)} ${k}`, count: (n * 3 + k) % 15 })),
    }),
    filter: variant % 3 === 0 ? { category: title(n + 1), tag: '', author: null } : null,
    featured: variant % 2 ? { items: items.slice(0, 3) } : null,
    items,
    author: variant % 2 ? { displayName: `${title(n)} ${word(n + 1)}`, avatarAssetUrl: `https://images.example.com/a/${n}.jpg`, bio: `<p>${words(n + 2, 40)}</p>` } : null,
    recent: Array.from({ length: 8 }, (_, k) => post(n + 40 + k)).map(({ title, fullUrl, publishOn }) => ({ title, fullUrl, publishOn })),
    archive: Array.from({ length: 12 }, (_, k) => ({ month: Date.UTC(2023, k, 15) - variant * 31 * DAY, postCount: (n + k) % 9 })),
    pagination: pagination(variant),
    newsletter: newsletter(n),
    related: Array.from({ length: 6 }, (_, k) => post(n + 60 + k)),
    authors: Array.from({ length: 4 }, (_, k) => ({ id: `author-${k}`, displayName: `${title(k)} ${word(k + 1)}`, avatarAssetUrl: k % 2 ? '' : `https://images.example.com/a/${k}.jpg`, postCount: (n + k) % 40 })),
  });
}

export function productListData(variant, keys) {
  const n = variant * 1013;
  const items = Array.from({ length: 24 }, (_, k) => product(n + k));
  return json({
    website: website(n),
    localizedStrings: localizedStrings(keys, variant),
    collection: collection(n, 'shop'),
    categories: Array.from({ length: 6 }, (_, k) => ({ name: `${title(n + k)} Goods`, itemCount: (n + k) % 40 })),
    categoryFilter: variant % 3 === 1 ? `${title(n + 2)} Goods` : '',
    sort: ['newest', 'price-asc', 'price-desc'][variant % 3],
    sortOptions: [{ value: 'newest', label: 'Newest' }, { value: 'price-asc', label: 'Price: low → high' }, { value: 'price-desc', label: 'Price: high → low' }],
    items,
    pagination: pagination(variant),
    featuredProducts: { heading: `${title(n + 5)} picks`, items: Array.from({ length: 4 }, (_, k) => ({ ...product(n + 50 + k), assetUrl: `https://images.example.com/f/${n + k}.jpg` })) },
    recentlyViewed: Array.from({ length: 5 }, (_, k) => ({ ...product(n + 70 + k), viewedOn: BASE_DATE - k * 5 * HOUR })),
    shipping: {
      heading: 'Shipping & returns',
      rates: Array.from({ length: 5 }, (_, k) => ({ region: `${title(n + k)} region`, rateMoney: money(500 + k * 250), freeOverMoney: k % 2 ? money(5000 + k * 1000) : null })),
      note: `<p>${words(n + 6, 30)}</p>`,
    },
    reviewSummary: {
      average: ((n % 9) / 2 + 0.5).toFixed(1),
      count: 40 + (n % 100),
      latest: Array.from({ length: 4 }, (_, k) => ({ text: `<p>${words(n + k, 30)}</p>`, author: `${title(n + k + 1)}`, createdOn: BASE_DATE - k * 11 * DAY, productUrl: `/shop/p/${n + k}`, productTitle: `${title(n + k)} no. ${n + k}` })),
    },
    helpLinks: [{ url: '/faq', label: 'FAQ' }, { url: '/sizing', label: 'Size guide' }, { url: '/returns', label: 'Returns & exchanges' }],
  });
}

export function eventListData(variant, keys) {
  const n = variant * 1013;
  const start = BASE_DATE + variant * 35 * DAY;
  let counter = n;
  const weeks = Array.from({ length: 5 }, (_, w) => ({
    days: Array.from({ length: 7 }, (_, d) => {
      const index = w * 7 + d;
      return { date: start + index * DAY, today: index === 12, outside: index > 30, events: Array.from({ length: index % 3 }, () => event(counter++, start)) };
    }),
  }));
  return json({
    website: website(n),
    localizedStrings: localizedStrings(keys, variant),
    collection: collection(n, 'events', { showPast: variant % 3 !== 2, categories: Array.from({ length: 6 }, (_, k) => ({ name: `${title(n + k)}`, count: (n + k) % 12 })) }),
    view: ['list', 'calendar', 'past'][variant % 3],
    upcoming: Array.from({ length: 16 }, (_, k) => event(n + 300 + k, start)),
    month: { start, prev: start - 30 * DAY, next: start + 31 * DAY },
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    weeks,
    past: Array.from({ length: 10 }, (_, k) => event(n + 600 + k, start - 60 * DAY)),
    venues: Array.from({ length: 5 }, (_, k) => ({ name: `${title(n + k)} Hall`, eventCount: (n + k) % 12, address: k % 2 ? `${k * 12} ${word(n + k)} Ave` : '' })),
    map: { lat: 40.7, lng: -73.9, zoom: 12 },
    pagination: pagination(variant),
    newsletter: newsletter(n),
  });
}

export function galleryData(variant, keys) {
  const n = variant * 1013;
  const items = Array.from({ length: 30 }, (_, k) => photo(n + k));
  return json({
    website: website(n),
    localizedStrings: localizedStrings(keys, variant),
    collection: collection(n, 'gallery', { galleryDesign: 'Grid Masonry', allowDownloads: variant % 2 === 1, lightboxTheme: variant % 2 ? 'dark' : 'light', padding: 20, autoplay: variant % 2 === 0, slideDuration: 5 }),
    albums: Array.from({ length: 5 }, (_, k) => ({ urlId: `${word(n + k)}-${k}`, title: `${title(n + k)} album`, imageCount: (n + k) % 50, coverImage: k % 3 ? image(n + 900 + k) : null })),
    currentAlbum: `${word(n + 1)}-1`,
    items,
    pagination: pagination(variant),
    slideshow: { title: `${title(n + 2)} highlights`, slides: Array.from({ length: 6 }, (_, k) => ({ title: title(n + k), fullUrl: `/gallery/s/${k}`, image: image(n + 700 + k), caption: k % 2 ? `<p>${words(n + k, 16)}</p>` : '', button: k % 3 ? { url: `/shop?from=slide-${k}`, label: 'Shop now' } : null })) },
    photographers: Array.from({ length: 4 }, (_, k) => ({ name: `${title(n + k)} ${word(k)}`, photoCount: (n + k) % 30, avatar: k % 2 ? image(n + 800 + k) : null, bio: k % 3 ? `<p>${words(n + k, 20)}</p>` : '', instagram: k % 2 ? '' : `${word(n + k)}_${k}` })),
    prints: { heading: 'Prints', description: `<p>${words(n + 3, 18)}</p>`, items: Array.from({ length: 6 }, (_, k) => ({ fullUrl: `/prints/${n + k}`, image: image(n + 600 + k), title: `${title(n + k)} print`, size: `${8 + k * 2}x${10 + k * 2} in`, priceMoney: money(2500 + k * 1000), limitedEdition: k % 3 === 0, editionSize: 25 + k })) },
  });
}
