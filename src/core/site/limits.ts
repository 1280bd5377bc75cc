import { MAX_INTEGER_PLACES } from '../money/MoneyValue';

/** Smallest quantity one add to cart accepts. */
export const QUANTITY_MIN = 1;

/** Largest quantity one add to cart accepts. */
export const QUANTITY_MAX = 9999;

/** Default quantity of the quantity input. */
export const QUANTITY_DEFAULT = 1;

/** Size attribute of the quantity input. */
export const QUANTITY_INPUT_SIZE = 4;

/** Smallest valid Julian day. */
export const JULIAN_DAY_MIN = 0;

/** Largest valid Julian day. */
export const JULIAN_DAY_MAX = 4881503;

/** Most blocks in one layout. */
export const MAX_BLOCKS_PER_LAYOUT = 60;

/** Most tracks in one album. */
export const MAX_TRACKS_PER_ALBUM = 60;

/** Most items in a user-orderable collection. */
export const MAX_ITEMS_IN_USER_ORDERABLE_COLLECTION = 250;

/** Most products in a collection. */
export const MAX_PRODUCTS_IN_COLLECTION = 200;

/** Most nested categories. */
export const MAX_NESTED_CATEGORIES = 10000;

/** Most SmugMug galleries. */
export const MAX_SMUGMUG_GALLERIES = 20;

/** Largest SmugMug gallery. */
export const MAX_SMUGMUG_GALLERY_SIZE = 50;

/** Longest tag. */
export const MAX_TAG_LENGTH = 50;

/** Longest category. */
export const MAX_CATEGORY_LENGTH = 25;

/** Default slider aspect ratio. */
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;

/** Bytes in one megabyte. */
export const BYTES_PER_MB = 1_000_000;

/** Most integer places of a money amount. */
export const MONEY_MAX_INTEGER_PLACES = MAX_INTEGER_PLACES;

/** Shortest valid email address. */
export const EMAIL_MIN_LENGTH = 3;

/** Longest valid email address. */
export const EMAIL_MAX_LENGTH = 256;

/** Cart pill shows '100+' above this many items. */
export const CART_PILL_OVERFLOW = 100;

/** Partial recursion depth of the template engine. */
export const TEMPLATE_PARTIAL_RECURSION_DEPTH = 16;

/** Capacity of the template formatter cache. */
export const TEMPLATE_FORMATTER_CACHE_SIZE = 100;

/** Error reporter: most sends per page. */
export const ERROR_REPORTER_MAX_SENDS = 20;

/** Error reporter: most queued records. */
export const ERROR_REPORTER_MAX_QUEUED = 10;

/** Error reporter: stack cut to this many characters. */
export const ERROR_REPORTER_MAX_STACK = 5000;

/** Error reporter: send debounce in milliseconds. */
export const ERROR_REPORTER_DEBOUNCE_MS = 1000;

/** Census request timeout in milliseconds. */
export const CENSUS_TIMEOUT_MS = 2500;

/** Largest mobile viewport width in pixels. */
export const MOBILE_MAX_WIDTH_PX = 432;

/** Smallest desktop viewport width in pixels. */
export const DESKTOP_MIN_WIDTH_PX = 433;

/** Add-to-cart button: delay before showing "Added!", in milliseconds. */
export const BUTTON_ADDED_DELAY_MS = 1000;

/** Add-to-cart button: how long "Added!" is held, in milliseconds. */
export const BUTTON_ADDED_HOLD_MS = 2000;

/** Default tween duration in milliseconds. */
export const TWEEN_DEFAULT_MS = 300;

/** Scroll offset in pixels. */
export const SCROLL_OFFSET_PX = 30;

/** Scroll duration clamp in milliseconds (both ends). */
export const SCROLL_DURATION_MS = 50;

/** Installment providers' default number of interest-free payments. */
export const INSTALLMENT_PAYMENTS = 4;

/** Default store currency. */
export const DEFAULT_STORE_CURRENCY = 'USD';

/** Default locale. */
export const DEFAULT_SITE_LOCALE = 'en-US';

/** Default time zone of the template engine. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
