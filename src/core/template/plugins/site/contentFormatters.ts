import type { FormatterPlugin, PluginContext, TemplateVariable } from '../../plugin';
import { hexColorWeight } from './cssColor';
import { escapeHtmlAttribute, slugify } from './htmlText';
import {
  focalPoint, imageAltText, imageMetaAttributes, imageSrcset, resizedDimension, splitDimensions, thumbnailSizeForWidth,
} from './imageMeta';
import { asNumber, asString, getOf, isTruthy, pathOf } from './jsonValue';
import { storeItemClasses } from '../../../product/productBadge';
import { toTemplateProduct } from './productItem';
import { RecordType } from '../../../site/RecordType';

type Apply = (args: readonly string[], vars: TemplateVariable[], ctx: PluginContext) => void;

/** Wraps an apply function as a formatter plugin. */
export const formatter = (apply: Apply): FormatterPlugin => ({ apply });

const first = (vars: TemplateVariable[]): TemplateVariable => vars[0] as TemplateVariable;

const imageMeta = (image: unknown, ctx: PluginContext, alt?: string): string =>
  imageMetaAttributes(image, alt ?? imageAltText(image, ctx.resolve(['blockType'])));

const pad2 = (n: number): string => String(n).padStart(2, '0');

const IMAGE_COLOR_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'];
const VIDEO_COLOR_ATTRIBUTES: readonly [string, string][] = [
  ['topleft', 'topLeftAverage'], ['topright', 'topRightAverage'], ['bottomleft', 'bottomLeftAverage'],
  ['bottomright', 'bottomRightAverage'], ['center', 'centerAverage'],
];

const slugClasses = (prefix: string, list: unknown): string =>
  Array.isArray(list) ? list.map((entry) => ` ${prefix}-${slugify(asString(entry))}`).join('') : '';

const fixed2 = (n: number): number => parseFloat(n.toFixed(2));

/** Formatters for content items, images and media. */
export const contentFormatters: Record<string, FormatterPlugin> = {
  AbsUrl: formatter((_args, vars, ctx) => {
    const v = first(vars);
    v.value = `${asString(ctx.resolve(['base-url']))}/${asString(v.value)}`;
  }),
  'audio-player': formatter((_args, vars) => {
    const v = first(vars);
    const id = asString(getOf(v.value, 'id'));
    v.value = `<script>Y.use('squarespace-audio-player-frontend');</script>\n<div class="squarespace-audio-player" data-audio-asset-url="${
      asString(pathOf(v.value, ['structuredContent', 'audioAssetUrl']))}" data-item-id="${id}" id="audio-player-${id}"></div>`;
  }),
  capitalize: formatter((_args, vars) => {
    const v = first(vars);
    v.value = asString(v.value).toUpperCase();
  }),
  'child-image-meta': formatter((args, vars, ctx) => {
    const v = first(vars);
    const index = args.length === 0 ? 0 : parseInt(args[0] as string, 10);
    v.value = imageMeta(pathOf(v.value, ['items', index]), ctx);
  }),
  'cover-image-meta': formatter((_args, vars, ctx) => {
    const v = first(vars);
    v.value = imageMeta(getOf(v.value, 'coverImage'), ctx);
  }),
  'color-weight': formatter((_args, vars) => {
    const v = first(vars);
    v.value = hexColorWeight(asString(v.value));
  }),
  height: formatter((_args, vars) => {
    const v = first(vars);
    const parts = splitDimensions(v.value);
    v.value = parts ? parseInt(parts[1], 10) : undefined;
  }),
  width: formatter((_args, vars) => {
    const v = first(vars);
    const parts = splitDimensions(v.value);
    v.value = parts ? parseInt(parts[0], 10) : undefined;
  }),
  humanizeDuration: formatter((_args, vars) => {
    const v = first(vars);
    const seconds = (asNumber(v.value) / 1000) | 0;
    const minutes = (seconds / 60) | 0;
    v.value = `${minutes}:${pad2(seconds - minutes * 60)}`;
  }),
  image: formatter((args, vars, ctx) => {
    const v = first(vars);
    const image = v.value;
    const cls = args.length === 1 ? (args[0] as string) : 'thumb-image';
    const alt = imageAltText(image, ctx.resolve(['blockType']));
    const escaped = escapeHtmlAttribute(alt);
    const assetUrl = asString(getOf(image, 'assetUrl'));
    v.value = `<noscript><img src="${assetUrl}" alt="${escaped}" /></noscript><img class="${cls}" ${imageMeta(image, ctx, alt)}` +
      `data-load="false" data-image-id="${asString(getOf(image, 'id'))}" data-type="image" />`;
  }),
  'image-color': formatter((args, vars) => {
    const v = first(vars);
    const colorData = getOf(v.value, 'colorData');
    if (colorData === undefined) {
      v.value = undefined;
      return;
    }
    if (args.length > 0) {
      const key = args[0] as string;
      const color = asString(getOf(colorData, `${key}Average`));
      if (color.length === 0) v.value = `"${key}" not found.`;
      else v.value = `${args.length > 1 ? `${args[1] as string}: ` : ''}#${color}`;
      return;
    }
    v.value = IMAGE_COLOR_POSITIONS.map((key) => `data-color-${key}="#${asString(getOf(colorData, `${key}Average`))}" `).join('');
  }),
  'image-meta': formatter((_args, vars, ctx) => {
    const v = first(vars);
    v.value = imageMeta(v.value, ctx);
  }),
  'image-srcset': formatter((_args, vars) => {
    const v = first(vars);
    if (v.value === undefined) return;
    const srcset = imageSrcset(v.value);
    if (srcset) v.value = srcset;
  }),
  'item-classes': formatter((_args, vars, ctx) => {
    const v = first(vars);
    let out = 'hentry';
    const promoted = ctx.resolve(['promotedBlockType']);
    if (isTruthy(promoted)) out += ` promoted promoted-block-${slugify(asString(promoted))}`;
    const categories = ctx.resolve(['categories']);
    if (isTruthy(categories)) out += slugClasses('category', categories);
    const tags = ctx.resolve(['tags']);
    if (isTruthy(tags)) out += slugClasses('tag', tags);
    const author = ctx.resolve(['author']);
    const displayName = getOf(author, 'displayName');
    if (isTruthy(author) && isTruthy(displayName)) out += ` author-${slugify(asString(displayName))}`;
    out += ` post-type-${asString(ctx.resolve(['recordTypeLabel']))}`;
    const index = ctx.resolve(['@index']);
    if (index !== undefined) out += ` article-index-${asNumber(index)}`;
    if (isTruthy(ctx.resolve(['starred']))) out += ' featured';
    if (asNumber(getOf(v.value, 'recordType')) === RecordType.STORE_ITEM) {
      for (const cls of storeItemClasses(toTemplateProduct(v.value))) out += ` ${cls}`;
    }
    v.value = out;
  }),
  resizedHeightForWidth: formatter((args, vars) => {
    const v = first(vars);
    v.value = resizedDimension(v.value, false, parseInt(args[0] ?? '', 10));
  }),
  resizedWidthForHeight: formatter((args, vars) => {
    const v = first(vars);
    v.value = resizedDimension(v.value, true, parseInt(args[0] ?? '', 10));
  }),
  squarespaceThumbnailForWidth: formatter((args, vars) => {
    first(vars).value = thumbnailSizeForWidth(parseInt(args[0] ?? '', 10));
  }),
  squarespaceThumbnailForHeight: formatter((args, vars) => {
    const v = first(vars);
    const resized = resizedDimension(v.value, true, parseInt(args[0] ?? '', 10));
    v.value = typeof resized === 'number' ? thumbnailSizeForWidth(resized) : resized;
  }),
  'website-color': formatter((_args, vars) => {
    const v = first(vars);
    const hueValue = getOf(v.value, 'hue');
    const saturationValue = getOf(v.value, 'saturation');
    const lightnessValue = getOf(v.value, 'lightness');
    if (hueValue === undefined || saturationValue === undefined || lightnessValue === undefined) {
      v.value = 'Missing an H/S/L value.';
      return;
    }
    const hue = asNumber(hueValue);
    let saturation = asNumber(saturationValue);
    let lightness = asNumber(lightnessValue);
    const alphaValue = getOf(v.value, 'alpha');
    const alpha = alphaValue === undefined ? undefined : asNumber(alphaValue);
    let problems = '';
    if (hue < 0 || hue > 360) problems += 'Hue out of bounds. ';
    if (saturation >= 0 && saturation <= 1) saturation *= 100;
    else problems += 'Saturation out of bounds. ';
    if (lightness >= 0 && lightness <= 1) lightness *= 100;
    else problems += 'Lightness out of bounds. ';
    if (alpha !== undefined && (alpha < 0 || alpha > 1)) problems += 'Alpha out of bounds.';
    if (problems) {
      v.value = problems;
      return;
    }
    v.value = alpha === undefined
      ? `hsl(${fixed2(hue)}, ${fixed2(saturation)}%, ${fixed2(lightness)}%)`
      : `hsla(${fixed2(hue)}, ${fixed2(saturation)}%, ${fixed2(lightness)}%, ${fixed2(alpha)})`;
  }),
  video: formatter((args, vars) => {
    const v = first(vars);
    const item = v.value;
    const oembed = getOf(item, 'oembed');
    const colorData = getOf(item, 'colorData');
    const assetUrl = asString(getOf(item, 'assetUrl'));
    const html = escapeHtmlAttribute(asString(getOf(oembed, 'html')));
    const providerName = asString(getOf(oembed, 'providerName'));
    const loadFalse = args.includes('load-false');
    const useColorData = args.includes('color-data');
    let out = '<div class="sqs-video-wrapper" ';
    if (loadFalse) out += ' data-load="false" ';
    out += `data-html="${html}" data-provider-name="${providerName}">`;
    if (isTruthy(getOf(item, 'overlay'))) {
      out += '<div class="sqs-video-overlay';
      if (isTruthy(getOf(item, 'mainImageId')) || isTruthy(getOf(item, 'systemDataId'))) {
        out += '" style="opacity: 0;">';
        out += `<img data-load="false" data-src="${assetUrl}" `;
        out += `data-image-dimensions="${asString(getOf(item, 'originalSize'))}" `;
        out += `data-image-focal-point="${focalPoint(item)}" `;
        if (useColorData && isTruthy(colorData)) {
          for (const [attribute, key] of VIDEO_COLOR_ATTRIBUTES) out += `data-color-${attribute}="#${asString(getOf(colorData, key))}" `;
        }
        out += '/>';
      } else {
        out += ' no-thumb" style="opacity: 0;">';
      }
      out += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
    }
    v.value = `${out}</div>`;
  }),
};
