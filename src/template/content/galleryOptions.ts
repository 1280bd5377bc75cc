/** Gallery designs. */
export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;

/** Positions of the gallery meta text. */
export const GALLERY_META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'] as const;

/** Alignments of the active slide. */
export const GALLERY_ACTIVE_ALIGNMENTS = ['center', 'left', 'right'] as const;

/** Boolean gallery options. */
export const GALLERY_FLAGS = ['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails'] as const;
