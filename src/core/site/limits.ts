import { MAX_INTEGER_PLACES } from '../money/MoneyValue';

/** Numeric limits and constants of the storefront (spec §9). */
export const LIMITS = {
  /** Smallest quantity one add to cart accepts. */
  QUANTITY_MIN: 1,
  /** Largest quantity one add to cart accepts. */
  QUANTITY_MAX: 9999,
  /** Default quantity of the quantity input. */
  QUANTITY_DEFAULT: 1,
  /** Size attribute of the quantity input. */
  QUANTITY_INPUT_SIZE: 4,
  /** Smallest valid Julian day. */
  JULIAN_DAY_MIN: 0,
  /** Largest valid Julian day. */
  JULIAN_DAY_MAX: 4881503,
  /** Most blocks in one layout. */
  MAX_BLOCKS_PER_LAYOUT: 60,
  /** Most tracks in one album. */
  MAX_TRACKS_PER_ALBUM: 60,
  /** Most items in a user-orderable collection. */
  MAX_ITEMS_IN_USER_ORDERABLE_COLLECTION: 250,
  /** Most products in a collection. */
  MAX_PRODUCTS_IN_COLLECTION: 200,
  /** Most nested categories. */
  MAX_NESTED_CATEGORIES: 10000,
  /** Most SmugMug galleries. */
  MAX_SMUGMUG_GALLERIES: 20,
  /** Largest SmugMug gallery. */
  MAX_SMUGMUG_GALLERY_SIZE: 50,
  /** Longest tag. */
  MAX_TAG_LENGTH: 50,
  /** Longest category. */
  MAX_CATEGORY_LENGTH: 25,
  /** Default slider aspect ratio. */
  DEFAULT_SLIDER_ASPECT_RATIO: 50,
  /** Bytes in one megabyte. */
  BYTES_PER_MB: 1_000_000,
  /** Most integer places of a money amount. */
  MONEY_MAX_INTEGER_PLACES: MAX_INTEGER_PLACES,
  /** Shortest valid email address. */
  EMAIL_MIN_LENGTH: 3,
  /** Longest valid email address. */
  EMAIL_MAX_LENGTH: 256,
  /** Cart pill shows '100+' above this many items. */
  CART_PILL_OVERFLOW: 100,
  /** Partial recursion depth of the template engine. */
  TEMPLATE_PARTIAL_RECURSION_DEPTH: 16,
  /** Capacity of the template formatter cache. */
  TEMPLATE_FORMATTER_CACHE_SIZE: 100,
  /** Error reporter: most sends per page. */
  ERROR_REPORTER_MAX_SENDS: 20,
  /** Error reporter: most queued records. */
  ERROR_REPORTER_MAX_QUEUED: 10,
  /** Error reporter: stack cut to this many characters. */
  ERROR_REPORTER_MAX_STACK: 5000,
  /** Error reporter: send debounce in milliseconds. */
  ERROR_REPORTER_DEBOUNCE_MS: 1000,
  /** Census request timeout in milliseconds. */
  CENSUS_TIMEOUT_MS: 2500,
  /** Largest mobile viewport width in pixels. */
  MOBILE_MAX_WIDTH_PX: 432,
  /** Smallest desktop viewport width in pixels. */
  DESKTOP_MIN_WIDTH_PX: 433,
  /** Add-to-cart button: delay before showing "Added!", in milliseconds. */
  BUTTON_ADDED_DELAY_MS: 1000,
  /** Add-to-cart button: how long "Added!" is held, in milliseconds. */
  BUTTON_ADDED_HOLD_MS: 2000,
  /** Default tween duration in milliseconds. */
  TWEEN_DEFAULT_MS: 300,
  /** Scroll offset in pixels. */
  SCROLL_OFFSET_PX: 30,
  /** Scroll duration clamp in milliseconds (both ends). */
  SCROLL_DURATION_MS: 50,
  /** Installment providers' default number of interest-free payments. */
  INSTALLMENT_PAYMENTS: 4,
} as const;

/** Default store currency. */
export const DEFAULT_STORE_CURRENCY = 'USD';

/** Default locale. */
export const DEFAULT_SITE_LOCALE = 'en-US';

/** Default time zone of the template engine. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
