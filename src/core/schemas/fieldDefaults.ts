import { z } from 'zod';

/** A boolean that is `fallback` when missing or null. */
export const booleanOr = (fallback: boolean) => z.boolean().nullish().transform((value) => value ?? fallback);

/** A number that is `fallback` when missing or null. */
export const numberOr = (fallback: number) => z.number().nullish().transform((value) => value ?? fallback);

/** An integer that is `fallback` when missing or null. */
export const integerOr = (fallback: number) => z.number().int().nullish().transform((value) => value ?? fallback);

/** An array of `item` that is empty when missing or null. */
export const arrayOrEmpty = <Item extends z.ZodType>(item: Item) =>
  z.array(item).nullish().transform((value): z.output<Item>[] => value ?? []);

/** An optional string that is undefined when missing or null. */
export const optionalString = () => z.string().nullish().transform((value) => value ?? undefined);

/** An id sent as a string or a number, kept as a string. */
export const idSchema = z.union([z.string(), z.number().transform(String)]);
