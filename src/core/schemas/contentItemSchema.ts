import { z } from 'zod';
import { idSchema, optionalString } from './fieldDefaults';
import { parseWithSchema } from './parseWithSchema';

const optionalNumber = () => z.number().nullish().transform((value) => value ?? undefined);
const optionalId = () => idSchema.nullish().transform((value) => value ?? undefined);

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
  passthrough: z.boolean().nullish().transform((value) => value ?? undefined),
  sourceUrl: optionalString(),
  startDate: optionalNumber(),
  endDate: optionalNumber(),
  folderBehavior: z.union([z.string(), z.number()]).nullish().transform((value) => value ?? undefined),
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
