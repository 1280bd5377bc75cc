/** Block types a content item can be promoted with. */
export const PROMOTED_BLOCK_TYPES = ['map', 'embed', 'image', 'code', 'quote', 'twitter', 'link', 'video', 'foursquare', 'instagram', 'form'] as const;
