/** Gallery designs. */
export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;

/** Product gallery designs (the gallery list plus carousel). */
export const PRODUCT_GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked', 'carousel'] as const;

/** A gallery design. */
export type GalleryDesign = (typeof PRODUCT_GALLERY_DESIGNS)[number];

/** Default gallery design. */
export const DEFAULT_GALLERY_DESIGN: GalleryDesign = 'grid';

/** Positions of the gallery meta text. */
export const GALLERY_META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'] as const;

/** A gallery meta position. */
export type GalleryMetaPosition = (typeof GALLERY_META_POSITIONS)[number];

/** Alignments of the active slide. */
export const GALLERY_ACTIVE_ALIGNMENTS = ['center', 'left', 'right'] as const;

/** An active-slide alignment. */
export type GalleryActiveAlignment = (typeof GALLERY_ACTIVE_ALIGNMENTS)[number];

/** Boolean gallery options. */
export const GALLERY_FLAGS = ['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails'] as const;

/** A boolean gallery option. */
export type GalleryFlag = (typeof GALLERY_FLAGS)[number];

/** Lightbox themes. */
export const GALLERY_LIGHTBOX_THEMES = ['dark', 'light'] as const;

/** A lightbox theme. */
export type GalleryLightboxTheme = (typeof GALLERY_LIGHTBOX_THEMES)[number];

/** Range and default of a numeric gallery option. */
export interface GalleryNumericRange {
  /** Smallest value. */
  readonly min: number;
  /** Largest value. */
  readonly max: number;
  /** Value used when none is given; undefined when the option has no default. */
  readonly default?: number;
}

/** Numeric gallery options with their ranges and defaults. */
export const GALLERY_NUMERIC_OPTIONS = {
  'autoplay-duration': { min: 1, max: 10, default: 5 },
  'thumbnail-strip-height': { min: 0, max: 200, default: 80 },
  margin: { min: 0, max: 60, default: 20 },
  'thumbnails-per-row': { min: 1, max: 10, default: 4 },
  padding: { min: 0, max: 50, default: 20 },
  'max-width': { min: 100, max: 300 },
} as const satisfies Record<string, GalleryNumericRange>;

/** A numeric gallery option name. */
export type GalleryNumericOption = keyof typeof GALLERY_NUMERIC_OPTIONS;

/** Clamps `value` into the option's range; a missing or non-numeric value gives the option's default (undefined when it has none). */
export function clampGalleryOption(option: GalleryNumericOption, value: unknown): number | undefined {
  const range: GalleryNumericRange = GALLERY_NUMERIC_OPTIONS[option];
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return range.default;
  return Math.min(range.max, Math.max(range.min, number));
}
