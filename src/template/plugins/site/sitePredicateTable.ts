import type { PluginContext, PredicatePlugin } from '../../plugin';
import { areCommentsShown, isFolderClickable } from '../../content/contentVisibility';
import { removeTags } from './htmlText';
import { hasMainImage } from './imageMeta';
import { asBoolean, asNumber, asString, getOf, isObject, isTruthy, pathOf, sizeOf } from './jsonValue';
import { hasVariants, isOnSale, isSoldOut } from '../../../core/product/availability';
import type { Product } from '../../../core/schemas/productSchema';
import { hasVariedPricesItem, toTemplateProduct } from './productItem';
import { BACKGROUND_SOURCE_NAMES } from '../../content/BackgroundSource';
import { CollectionType } from '../../content/CollectionType';
import { PROMOTED_BLOCK_TYPES } from '../../content/promotedBlockTypes';
import { nameOfCode } from '../../content/nameOfCode';
import { FolderBehavior } from '../../content/FolderBehavior';
import { GALLERY_ACTIVE_ALIGNMENTS, GALLERY_DESIGNS, GALLERY_FLAGS, GALLERY_META_POSITIONS } from '../../content/galleryOptions';
import { RECORD_TYPE_NAMES } from '../../../core/site/RecordType';
import { SLICE_TYPE_NAMES } from '../../content/SliceType';
import { zonedDate } from './ZonedDate';

type Test = (args: readonly string[], ctx: PluginContext) => boolean;

const predicate = (apply: Test): PredicatePlugin => ({ apply });
const onNode = (test: (node: unknown) => boolean): PredicatePlugin => predicate((_args, ctx) => test(ctx.node()));

const nodeHas = (key: string): PredicatePlugin => onNode((node) => isTruthy(getOf(node, key)));
const nodeTextIs = (key: string, text: string): PredicatePlugin => onNode((node) => asString(getOf(node, key)) === text);

const onProduct = (rule: (product: Product) => boolean): PredicatePlugin => onNode((node) => rule(toTemplateProduct(node)));

const galleryOption = (ctx: PluginContext, name: string): unknown => getOf(ctx.resolve(['options']), name);

const GALLERY_SELECTS: readonly [string, readonly string[]][] = [
  ['design', GALLERY_DESIGNS], ['meta-position', GALLERY_META_POSITIONS], ['active-alignment', GALLERY_ACTIVE_ALIGNMENTS],
];
/** Record types whose predicate also holds for an item promoted with the block type of the same name. */
const PROMOTABLE_RECORD_TYPES = ['video', 'image', 'quote', 'link', 'gallery'];

const collectionTypeIs = (node: unknown, code: number): boolean => {
  const type = getOf(node, 'type');
  return type !== undefined && asNumber(type) === code;
};

/** Builds the content, gallery, slide, commerce and social predicates. */
export function buildSitePredicates(): Record<string, PredicatePlugin> {
  const table: Record<string, PredicatePlugin> = {
    'calendar-view?': predicate((_args, ctx) => asBoolean(ctx.resolve(['calendarView']))),
    'child-images?': onNode((node) => {
      const items = getOf(node, 'items');
      return Array.isArray(items) && items.length > 0 && hasMainImage(items[0]);
    }),
    'clickable?': predicate((_args, ctx) => {
      const behavior = ctx.resolve(['folderBehavior']);
      return isFolderClickable(behavior === undefined ? behavior : asNumber(behavior));
    }),
    'collection?': nodeHas('collection'),
    'collection-page?': onNode((node) => collectionTypeIs(getOf(node, 'collection'), CollectionType.PAGE)),
    'collection-template-page?': onNode((node) => {
      const collection = getOf(node, 'collection');
      return collectionTypeIs(collection === undefined ? node : collection, CollectionType.TEMPLATE_PAGE);
    }),
    'collectionTypeNameEquals?': predicate((args, ctx) => args.length > 0 && asString(ctx.resolve(['typeName'])) === args[0]),
    'excerpt?': onNode((node) => {
      const excerpt = getOf(node, 'excerpt');
      const html = getOf(excerpt, 'html');
      const text = typeof html === 'string' ? html : typeof excerpt === 'string' ? excerpt : '';
      return removeTags(text).replace(/[\s\u200b\u00a0]+/g, '').length > 0;
    }),
    'external-link?': nodeHas('externalLink'),
    'folder?': onNode((node) => isTruthy(pathOf(node, ['collection', 'folder']))),
    'gallery-meta?': predicate((_args, ctx) => isTruthy(galleryOption(ctx, 'controls')) || isTruthy(galleryOption(ctx, 'indicators'))),
    'has-multiple?': onNode((node) => sizeOf(node) > 1),
    'index?': onNode((node) => {
      const collection = getOf(node, 'collection');
      if (!isObject(collection)) return false;
      const behavior = getOf(collection, 'folderBehavior');
      return isTruthy(getOf(collection, 'folder')) && behavior === FolderBehavior.INDEX;
    }),
    'location?': onNode((node) => {
      const location = getOf(node, 'location');
      return getOf(location, 'mapLat') !== undefined && getOf(location, 'mapLng') !== undefined;
    }),
    'main-image?': onNode(hasMainImage),
    'passthrough?': onNode((node) => isTruthy(getOf(node, 'passthrough')) && asString(getOf(node, 'sourceUrl')) !== ''),
    'redirect?': onNode((node) => asNumber(getOf(node, 'folderBehavior')) === FolderBehavior.REDIRECT),
    'same-day?': onNode((node) => {
      const start = zonedDate(asNumber(getOf(node, 'startDate')), 'UTC');
      const end = zonedDate(asNumber(getOf(node, 'endDate')), 'UTC');
      return start.year === end.year && start.dayOfYear === end.dayOfYear;
    }),
    'serviceNameEmail?': nodeTextIs('serviceName', 'email'),
    'show-past-events?': nodeTextIs('showPastOrUpcomingEvents', 'past'),
    'current-type?': predicate((args, ctx) => {
      const expected = asNumber(getOf(ctx.node(), 'currentType')) | 0;
      return args[0] !== undefined && nameOfCode(SLICE_TYPE_NAMES, expected) === args[0];
    }),
    'has-variants?': onProduct(hasVariants),
    'on-sale?': onProduct(isOnSale),
    'sold-out?': onProduct(isSoldOut),
    'varied-prices?': onNode(hasVariedPricesItem),
    'comments?': predicate((_args, ctx) => {
      const settings = ctx.resolve(['websiteSettings']);
      const node = ctx.node();
      return areCommentsShown(
        { commentState: asNumber(getOf(node, 'commentState')), publicCommentCount: asNumber(getOf(node, 'publicCommentCount')) },
        { commentsEnabled: settings === undefined || isTruthy(getOf(settings, 'commentsEnabled')) },
      );
    }),
    'disqus?': predicate((_args, ctx) => isTruthy(ctx.resolve(['websiteSettings', 'disqusShortName']))),
  };
  for (const [option, names] of GALLERY_SELECTS) {
    for (const name of names) {
      table[`gallery-${option}-${name}?`] = predicate((_args, ctx) => {
        const value = galleryOption(ctx, option);
        return value !== undefined && asString(value) === name;
      });
    }
  }
  for (const flag of GALLERY_FLAGS) {
    table[`gallery-${flag}?`] = predicate((_args, ctx) => asBoolean(galleryOption(ctx, flag)));
  }
  for (const [code, name] of [...Object.entries(RECORD_TYPE_NAMES), ['-1', 'undefined'] as const]) {
    const promotable = PROMOTABLE_RECORD_TYPES.includes(name);
    table[`${name}?`] = onNode((node) =>
      asNumber(getOf(node, 'recordType')) === +code || (promotable && asString(getOf(node, 'promotedBlockType')) === name));
  }
  table['external-video?'] = table['video?'] as PredicatePlugin;
  for (const type of PROMOTED_BLOCK_TYPES) {
    table[`promoted${type.toUpperCase()}?`] = nodeTextIs('promotedBlockType', type);
  }
  for (const [code, name] of Object.entries(BACKGROUND_SOURCE_NAMES)) {
    table[`background-source-${name}?`] = onNode((node) => asNumber(getOf(node, 'backgroundSource')) === +code);
  }
  return table;
}
