/** Slice type codes. */
export const SliceType = {
  HEADING: 1,
  BODY: 3,
  IMAGE: 4,
  GALLERY: 5,
  VIDEO: 6,
  SOCIAL_ICONS: 7,
  BUTTONS: 8,
  NAVIGATION: 9,
  CUSTOM_FORM: 10,
  NEWSLETTER: 11,
  ALBUM: 12,
  MAP: 13,
  LOGO: 14,
  ACTION: 15,
  FORM: 16,
  LOCK: 17,
  PASSWORD: 18,
  TWITTER: 19,
} as const;

/** A slice type code. */
export type SliceType = (typeof SliceType)[keyof typeof SliceType];

/** Name of each slice type code. */
export const SLICE_TYPE_NAMES = {
  1: 'heading',
  3: 'body',
  4: 'image',
  5: 'gallery',
  6: 'video',
  7: 'social-icons',
  8: 'buttons',
  9: 'navigation',
  10: 'custom-form',
  11: 'newsletter',
  12: 'album',
  13: 'map',
  14: 'logo',
  15: 'action',
  16: 'form',
  17: 'lock',
  18: 'password',
  19: 'twitter',
} as const satisfies Record<SliceType, string>;
