/** Content record type codes. */
export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  AUDIO: 7,
  VIDEO: 8,
  STORE_ITEM: 11,
  EVENT: 12,
  GALLERY: 14,
  BINARY: 15,
  CSS_ASSET: 16,
  TWEAK_ASSET: 17,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  EXPORT_WORDPRESS: 20,
  EXPORT_INTERNAL: 21,
  SITE_SEARCH: 30,
  ACTIVE_TIME: 31,
  TWEET: 50,
  CHECKIN: 52,
  KBARTICLE: 54,
} as const;

/** A record type code. */
export type RecordType = (typeof RecordType)[keyof typeof RecordType];

/** Name of each record type code. */
export const RECORD_TYPE_NAMES = {
  1: 'text',
  2: 'image',
  4: 'quote',
  5: 'link',
  7: 'audio',
  8: 'video',
  11: 'store-item',
  12: 'event',
  14: 'gallery',
  15: 'binary',
  16: 'css-asset',
  17: 'tweak-asset',
  18: 'digital-good',
  19: 'attachment',
  20: 'wordpress-export',
  21: 'json-export',
  30: 'site-search',
  31: 'active-time',
  50: 'tweet',
  52: 'checkin',
  54: 'kbarticle',
} as const satisfies Record<RecordType, string>;
