import type { FormatterPlugin, PluginContext } from '../../plugin';
import { hexColorWeight } from './cssColor';
import { escapeHtmlAttribute, slugify } from './htmlText';
import {
  focalPoint, hasMainImage, imageAltText, imageMetaAttributes, imageSrcset, resizedDimension, parseDimensions, thumbnailSizeForWidth,
} from './imageMeta';
import { asNumber, asString, getOf, isTruthy, pathOf } from './jsonValue';
import { storeItemClasses } from '../../../core/product/productBadge';
import { toTemplateProduct } from './productItem';
import { valueFormatter } from './valueFormatter';
import { RecordType } from '../../../core/site/RecordType';

const imageMeta = (image: unknown, ctx: PluginContext, alt?: string): string =>
  imageMetaAttributes(image, alt ?? imageAltText(image, ctx.resolve(['blockType'])));

const IMAGE_COLOR_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'];

const slugClasses = (prefix: string, list: unknown): string =>
  Array.isArray(list) ? list.map((entry) => ` ${prefix}-${slugify(asString(entry))}`).join('') : '';

const fixed2 = (n: number): number => parseFloat(n.toFixed(2));

const dimension = (size: unknown, side: 0 | 1): number | undefined => parseDimensions(size)?.[side];

/** Formatters for content items, images and media. */
export const contentFormatters: Record<string, FormatterPlugin> = {
  AbsUrl: valueFormatter((value, _args, ctx) => `${asString(ctx.resolve(['base-url']))}/${asString(value)}`),
  'audio-player': valueFormatter((item) => {
    const id = asString(getOf(item, 'id'));
    return `<script>Y.use('squarespace-audio-player-frontend');</script>\n<div class="squarespace-audio-player" data-audio-asset-url="${
      asString(pathOf(item, ['structuredContent', 'audioAssetUrl']))}" data-item-id="${id}" id="audio-player-${id}"></div>`;
  }),
  capitalize: valueFormatter((value) => asString(value).toUpperCase()),
  'child-image-meta': valueFormatter((value, args, ctx) => imageMeta(pathOf(value, ['items', args.length === 0 ? 0 : parseInt(args[0] as string, 10)]), ctx)),
  'cover-image-meta': valueFormatter((value, _args, ctx) => imageMeta(getOf(value, 'coverImage'), ctx)),
  'color-weight': valueFormatter((value) => hexColorWeight(asString(value))),
  height: valueFormatter((value) => dimension(value, 1)),
  width: valueFormatter((value) => dimension(value, 0)),
  humanizeDuration: valueFormatter((value) => {
    const seconds = (asNumber(value) / 1000) | 0;
    const minutes = (seconds / 60) | 0;
    return `${minutes}:${String(seconds - minutes * 60).padStart(2, '0')}`;
  }),
  image: valueFormatter((image, args, ctx) => {
    const alt = imageAltText(image, ctx.resolve(['blockType']));
    return `<noscript><img src="${asString(getOf(image, 'assetUrl'))}" alt="${escapeHtmlAttribute(alt)}" /></noscript>` +
      `<img class="${args.length === 1 ? (args[0] as string) : 'thumb-image'}" ${imageMeta(image, ctx, alt)}` +
      `data-load="false" data-image-id="${asString(getOf(image, 'id'))}" data-type="image" />`;
  }),
  'image-color': valueFormatter((value, args) => {
    const colorData = getOf(value, 'colorData');
    if (colorData === undefined) return undefined;
    const key = args[0];
    if (key === undefined) return IMAGE_COLOR_POSITIONS.map((position) => `data-color-${position}="#${asString(getOf(colorData, `${position}Average`))}" `).join('');
    const color = asString(getOf(colorData, `${key}Average`));
    return color === '' ? `"${key}" not found.` : `${args.length > 1 ? `${args[1] as string}: ` : ''}#${color}`;
  }),
  'image-meta': valueFormatter((value, _args, ctx) => imageMeta(value, ctx)),
  'image-srcset': valueFormatter((value) => (value === undefined ? value : imageSrcset(value) || value)),
  'item-classes': valueFormatter((value, _args, ctx) => {
    let out = 'hentry';
    const promoted = ctx.resolve(['promotedBlockType']);
    if (isTruthy(promoted)) out += ` promoted promoted-block-${slugify(asString(promoted))}`;
    out += slugClasses('category', ctx.resolve(['categories'])) + slugClasses('tag', ctx.resolve(['tags']));
    const author = ctx.resolve(['author']);
    const displayName = getOf(author, 'displayName');
    if (isTruthy(author) && isTruthy(displayName)) out += ` author-${slugify(asString(displayName))}`;
    out += ` post-type-${asString(ctx.resolve(['recordTypeLabel']))}`;
    const index = ctx.resolve(['@index']);
    if (index !== undefined) out += ` article-index-${asNumber(index)}`;
    if (isTruthy(ctx.resolve(['starred']))) out += ' featured';
    if (asNumber(getOf(value, 'recordType')) === RecordType.STORE_ITEM) {
      for (const cls of storeItemClasses(toTemplateProduct(value))) out += ` ${cls}`;
    }
    return out;
  }),
  resizedHeightForWidth: valueFormatter((value, args) => resizedDimension(value, false, parseInt(args[0] ?? '', 10))),
  resizedWidthForHeight: valueFormatter((value, args) => resizedDimension(value, true, parseInt(args[0] ?? '', 10))),
  squarespaceThumbnailForWidth: valueFormatter((_value, args) => thumbnailSizeForWidth(parseInt(args[0] ?? '', 10))),
  squarespaceThumbnailForHeight: valueFormatter((value, args) => {
    const resized = resizedDimension(value, true, parseInt(args[0] ?? '', 10));
    return typeof resized === 'number' ? thumbnailSizeForWidth(resized) : resized;
  }),
  'website-color': valueFormatter((value) => {
    const [hue, saturation, lightness, alpha] = ['hue', 'saturation', 'lightness', 'alpha'].map((key) => getOf(value, key));
    if (hue === undefined || saturation === undefined || lightness === undefined) return 'Missing an H/S/L value.';
    const h = asNumber(hue);
    const s = asNumber(saturation);
    const l = asNumber(lightness);
    const a = alpha === undefined ? undefined : asNumber(alpha);
    let problems = '';
    if (h < 0 || h > 360) problems += 'Hue out of bounds. ';
    if (!(s >= 0 && s <= 1)) problems += 'Saturation out of bounds. ';
    if (!(l >= 0 && l <= 1)) problems += 'Lightness out of bounds. ';
    if (a !== undefined && (a < 0 || a > 1)) problems += 'Alpha out of bounds.';
    if (problems) return problems;
    const hsl = `${fixed2(h)}, ${fixed2(s * 100)}%, ${fixed2(l * 100)}%`;
    return a === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${fixed2(a)})`;
  }),
  video: valueFormatter((item, args) => {
    const oembed = getOf(item, 'oembed');
    const colorData = getOf(item, 'colorData');
    let out = `<div class="sqs-video-wrapper" ${args.includes('load-false') ? ' data-load="false" ' : ''}` +
      `data-html="${escapeHtmlAttribute(asString(getOf(oembed, 'html')))}" data-provider-name="${asString(getOf(oembed, 'providerName'))}">`;
    if (isTruthy(getOf(item, 'overlay'))) {
      out += '<div class="sqs-video-overlay';
      if (hasMainImage(item)) {
        out += `" style="opacity: 0;"><img data-load="false" data-src="${asString(getOf(item, 'assetUrl'))}" ` +
          `data-image-dimensions="${asString(getOf(item, 'originalSize'))}" data-image-focal-point="${focalPoint(item)}" `;
        if (args.includes('color-data') && isTruthy(colorData)) {
          for (const position of IMAGE_COLOR_POSITIONS) out += `data-color-${position.toLowerCase()}="#${asString(getOf(colorData, `${position}Average`))}" `;
        }
        out += '/>';
      } else {
        out += ' no-thumb" style="opacity: 0;">';
      }
      out += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
    }
    return `${out}</div>`;
  }),
};
