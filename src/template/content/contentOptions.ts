/** Block types a content item can be promoted with. */
export const PROMOTED_BLOCK_TYPES = ['map', 'embed', 'image', 'code', 'quote', 'twitter', 'link', 'video', 'foursquare', 'instagram', 'form'] as const;

/** A promoted block type. */
export type PromotedBlockType = (typeof PROMOTED_BLOCK_TYPES)[number];

/** Template versions. */
export const TEMPLATE_VERSIONS = ['7', '7.1', '8'] as const;

/** A template version. */
export type TemplateVersion = (typeof TEMPLATE_VERSIONS)[number];

/** Collection views. */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;

/** A collection view. */
export type CollectionView = (typeof COLLECTION_VIEWS)[number];
