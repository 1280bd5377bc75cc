import * as z from 'zod/mini';
import { idSchema, optionalId, optionalOf, optionalString } from './fieldDefaults';
import { parseWithSchema } from './parseWithSchema';

const optionalNumber = () => optionalOf(z.number());

/** The fields templates read from any content item; all but id optional. */
export const contentItemShape = {
  id: idSchema,
  collectionId: optionalId(),
  fullUrl: optionalString(),
  title: optionalString(),
  assetUrl: optionalString(),
  mainImageId: optionalId(),
  systemDataId: optionalId(),
  recordType: optionalNumber(),
  promotedBlockType: optionalString(),
  publicCommentCount: optionalNumber(),
  commentState: optionalNumber(),
  likeCount: optionalNumber(),
  excerpt: optionalString(),
  externalLink: optionalString(),
  passthrough: optionalOf(z.boolean()),
  sourceUrl: optionalString(),
  startDate: optionalNumber(),
  endDate: optionalNumber(),
  folderBehavior: optionalOf(z.union([z.string(), z.number()])),
  typeName: optionalString(),
};

/** A content item; unknown keys pass through. */
export const contentItemSchema = z.looseObject(contentItemShape);

/** A parsed content item. */
export type ContentItem = z.output<typeof contentItemSchema>;

/** Parses a content item; throws SchemaError naming the bad field. */
export function parseContentItem(data: unknown): ContentItem {
  return parseWithSchema(contentItemSchema, data, 'ContentItem');
}
