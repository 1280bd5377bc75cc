import { describe, expect, it } from 'vitest';
import {
  altTextFromFields, focalPoint, INVALID_SIZE_MESSAGE, MAX_ALT_TEXT_LENGTH, resizedDimension, thumbnailSizeForWidth,
} from '../../../../src/template/plugins/site/imageMeta';
import { renderSite } from './renderSite';

describe('alt text', () => {
  it('takes the title, else the body without tags, else the filename, else empty', () => {
    expect(altTextFromFields({ title: 'T', body: 'B', filename: 'f.jpg' })).toBe('T');
    expect(altTextFromFields({ body: '<p>Hi</p>there', filename: 'f.jpg' })).toBe(' Hi there');
    expect(altTextFromFields({ filename: 'f.jpg' })).toBe('f.jpg');
    expect(altTextFromFields({})).toBe('');
  });

  it('caps alt text from the body at 1000 characters', () => {
    expect(MAX_ALT_TEXT_LENGTH).toBe(1000);
    expect(altTextFromFields({ body: 'x'.repeat(1500) })).toHaveLength(1000);
  });
});

describe('image sizes', () => {
  it('picks thumbnail width buckets', () => {
    expect([1001, 1000, 751, 750, 501, 500, 301, 300, 101, 100].map(thumbnailSizeForWidth))
      .toEqual(['1500w', '1000w', '1000w', '750w', '750w', '500w', '500w', '300w', '300w', '100w']);
  });

  it('defaults the focal point to 0.5,0.5', () => {
    expect(focalPoint({})).toBe('0.5,0.5');
    expect(focalPoint({ mediaFocalPoint: { x: 0.2, y: 0.9 } })).toBe('0.2,0.9');
  });

  it("requires WxH sizes: \"Invalid source parameter. Pass in 'originalSize'\"", () => {
    expect(INVALID_SIZE_MESSAGE).toBe("Invalid source parameter. Pass in 'originalSize'");
    expect(resizedDimension('800x600', false, 400)).toBe(300);
    expect(resizedDimension('800', false, 400)).toBe(INVALID_SIZE_MESSAGE);
    expect(renderSite('{s|resizedWidthForHeight 300}', { s: '800x600' }).output).toBe('400');
    expect(renderSite('{s|resizedHeightForWidth 300}', { s: 'bad' }).output).toBe(INVALID_SIZE_MESSAGE);
    expect(renderSite('{s|width} {s|height}', { s: '800x600' }).output).toBe('800 600');
  });

  it('reports a missing image colour as "{name}" not found.', () => {
    expect(renderSite('{i|image-color bottomMiddle}', { i: { colorData: { topLeftAverage: 'aabbcc' } } }).output).toBe('"bottomMiddle" not found.');
    expect(renderSite('{i|image-color topLeft background-color}', { i: { colorData: { topLeftAverage: 'aabbcc' } } }).output).toBe('background-color: #aabbcc');
  });
});
