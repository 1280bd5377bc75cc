import { escapeHtmlAttribute, removeTags } from './htmlText';
import { asNumber, asString, getOf, isObject, isTruthy, pathOf } from './jsonValue';

/** Longest alt text taken from an image's body. */
export const MAX_ALT_TEXT_LENGTH = 1000;

const IMAGE_SIZES = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'];

/** True when an item has an image (`mainImageId` or `systemDataId`). */
export const hasMainImage = (item: unknown): boolean => isTruthy(getOf(item, 'mainImageId')) || isTruthy(getOf(item, 'systemDataId'));

/** Focal point "x,y" of an image; "0.5,0.5" when it has none. */
export function focalPoint(media: unknown): string {
  const point = getOf(media, 'mediaFocalPoint');
  if (point === undefined) return '0.5,0.5';
  return `${asNumber(getOf(point, 'x'))},${asNumber(getOf(point, 'y'))}`;
}

/** Alt text from an item's fields: title, else body with tags stripped (at most 1000 characters), else filename, else empty. */
export function altTextFromFields(item: unknown): string {
  const title = getOf(item, 'title');
  if (isTruthy(title)) return asString(title);
  const body = getOf(item, 'body');
  if (isTruthy(body)) {
    const text = removeTags(asString(body));
    if (text.length > 0) return text.substring(0, MAX_ALT_TEXT_LENGTH);
  }
  const filename = getOf(item, 'filename');
  return isTruthy(filename) ? asString(filename) : '';
}

/** Alt text of an image: image blocks (block type 5) use their trimmed `altText`; other items use {@link altTextFromFields}. */
export function imageAltText(image: unknown, blockType: unknown): string {
  if (blockType !== undefined && asNumber(blockType) === 5) return asString(pathOf(image, ['altText'])).trim();
  return altTextFromFields(image);
}

/** The data attributes of an image (`data-src`, `data-image`, dimensions, focal point, alt); '' for a missing image. */
export function imageMetaAttributes(image: unknown, altText: string): string {
  if (image === undefined) return '';
  let out = '';
  if (isObject(getOf(image, 'licensedAssetPreview'))) out += 'data-licensed-asset-preview="true" ';
  const componentKey = getOf(image, 'componentKey');
  if (componentKey !== undefined) out += `data-component-key="${asString(componentKey)}" `;
  const assetUrl = asString(getOf(image, 'assetUrl'));
  return `${out}data-src="${assetUrl}" data-image="${assetUrl}" data-image-dimensions="${asString(getOf(image, 'originalSize'))}" ` +
    `data-image-focal-point="${focalPoint(image)}" alt="${escapeHtmlAttribute(altText)}" `;
}

/** Width and height of a "WxH" size, each part as `parseInt` reads it (the width read up to the `x`); undefined unless there is exactly one `x`. */
export function parseDimensions(value: unknown): [number, number] | undefined {
  const text = asString(value);
  const x = text.indexOf('x');
  return x < 0 || text.includes('x', x + 1) ? undefined : [parseInt(text, 10), parseInt(text.slice(x + 1), 10)];
}

/** Message for a size that is not "WxH". */
export const INVALID_SIZE_MESSAGE = "Invalid source parameter. Pass in 'originalSize'";

/** Scales the other side of a "WxH" size to a requested width (`resizeWidth` false) or height (true); the invalid-size message when not "WxH". */
export function resizedDimension(size: unknown, resizeWidth: boolean, requested: number): number | string {
  const parts = parseDimensions(size);
  if (!parts) return INVALID_SIZE_MESSAGE;
  const [width, height] = parts;
  const value = resizeWidth ? width * (requested / height) : height * (requested / width);
  return value | 0;
}

/** Image variant for a display width: above 1000 → 1500w, 750 → 1000w, 500 → 750w, 300 → 500w, 100 → 300w, else 100w. */
export function thumbnailSizeForWidth(width: number): string {
  return IMAGE_SIZES[[100, 300, 500, 750, 1000].filter((size) => width > size).length] as string;
}

/** The ` srcset="…"` attribute for an image's width variants, adding the original as the next size up; '' when none. */
export function imageSrcset(image: unknown): string {
  const assetUrl = asString(getOf(image, 'assetUrl'));
  const variants = asString(getOf(image, 'systemDataVariants')).split(',').filter((v) => v.endsWith('w'));
  if (variants.length === 0) return '';
  const last = variants[variants.length - 1] as string;
  const index = IMAGE_SIZES.indexOf(last);
  const original = index >= 0 && index < IMAGE_SIZES.length - 1 ? `,${assetUrl}?format=original ${IMAGE_SIZES[index + 1] as string}` : '';
  return ` srcset="${variants.map((v) => `${assetUrl}?format=${v} ${v}`).join(',')}${original}"`;
}
