export { ProductType, PRODUCT_TYPE_NAMES, PRODUCT_TYPE_SLUGS, isProductType } from './ProductType';
export { RecordType, RECORD_TYPE_NAMES } from './RecordType';
export { CollectionType, COLLECTION_TYPE_NAMES } from './CollectionType';
export { FolderBehavior, FOLDER_BEHAVIOR_NAMES } from './FolderBehavior';
export { BackgroundSource, BACKGROUND_SOURCE_NAMES } from './BackgroundSource';
export { SliceType, SLICE_TYPE_NAMES } from './SliceType';
export { PageType, PAGE_TYPE_NAMES } from './PageType';
export { WebsiteRole, WEBSITE_ROLE_NAMES } from './WebsiteRole';
export { nameOfCode, codeOfName } from './enumLookup';
export { PROMOTED_BLOCK_TYPES, TEMPLATE_VERSIONS, COLLECTION_VIEWS } from './contentOptions';
export type { PromotedBlockType, TemplateVersion, CollectionView } from './contentOptions';
export { BILLING_UNITS, BILLING_UNITS_PER_YEAR } from './BillingUnit';
export type { BillingUnit } from './BillingUnit';
export { FORM_FIELD_TYPES, SUMMARY_FIELD_VALUE_KEYS, SUMMARY_FIELD_PROPERTIES } from './FormFieldType';
export type { FormFieldType, SummaryFieldValueKey, SummaryFieldProperty } from './FormFieldType';
export {
  GALLERY_DESIGNS,
  PRODUCT_GALLERY_DESIGNS,
  DEFAULT_GALLERY_DESIGN,
  GALLERY_META_POSITIONS,
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_FLAGS,
  GALLERY_LIGHTBOX_THEMES,
  GALLERY_NUMERIC_OPTIONS,
  clampGalleryOption,
} from './galleryOptions';
export type {
  GalleryDesign,
  GalleryMetaPosition,
  GalleryActiveAlignment,
  GalleryFlag,
  GalleryLightboxTheme,
  GalleryNumericRange,
  GalleryNumericOption,
} from './galleryOptions';
export { STORE_MERCHANDISING_SETTINGS } from './storeSettings';
export type { StoreMerchandisingSetting } from './storeSettings';
export { CENSUS_COOKIES, COOKIE_NAMES, VISITOR_COOKIE_SETTINGS, POPUP_OVERLAY_STORAGE_KEYS } from './cookieNames';
export { DEFAULT_STORE_CURRENCY, DEFAULT_SITE_LOCALE, DEFAULT_TIME_ZONE } from './limits';
export { LIMITS } from './limitsTable';
export { DESKTOP_MEDIA, MOBILE_MEDIA } from './viewportMedia';
export { siteTimeZone, browserOffsetAt, NO_TIME_ZONE_DATA_MESSAGE } from './siteTimeZone';
export type { SiteTimeZone } from './siteTimeZone';
export { timeZoneDataOffset } from './timeZoneDataOffset';
export { canonicalZoneName } from './canonicalZoneName';
export { readPageContext, hasRestrictiveCookiePolicy } from './readPageContext';
export { appendQuery } from './appendQuery';
export { pageContextFromDocument, PAGE_CONTEXT_SCRIPT_ID } from './pageContextFromDocument';
export type { PageContextReading } from './pageContextFromDocument';
