import * as z from 'zod/mini';

/** `schema`, or `fallback` when missing or null. */
export const nullishOr = <Schema extends z.ZodMiniType, Fallback>(schema: Schema, fallback: Fallback) =>
  z.pipe(z.nullish(schema), z.transform((value: z.output<Schema> | null | undefined): z.output<Schema> | Fallback => value ?? fallback));

/** `schema`, or undefined when missing or null. */
export const optionalOf = <Schema extends z.ZodMiniType>(schema: Schema) => nullishOr(schema, undefined);

/** A boolean that is `fallback` when missing or null. */
export const booleanOr = (fallback: boolean) => nullishOr(z.boolean(), fallback);

/** A number that is `fallback` when missing or null. */
export const numberOr = (fallback: number) => nullishOr(z.number(), fallback);

/** An integer that is `fallback` when missing or null. */
export const integerOr = (fallback: number) => nullishOr(z.int(), fallback);

/** An array of `item` that is empty when missing or null. */
export const arrayOrEmpty = <Item extends z.ZodMiniType>(item: Item) =>
  z.pipe(z.nullish(z.array(item)), z.transform((value: z.output<Item>[] | null | undefined): z.output<Item>[] => value ?? []));

/** A record of `value` that is a new empty record when missing or null. */
export const recordOrEmpty = <Value extends z.ZodMiniType>(value: Value) =>
  z.pipe(
    z.nullish(z.record(z.string(), value)),
    z.transform((record: Record<string, z.output<Value>> | null | undefined): Record<string, z.output<Value>> => record ?? {}),
  );

/** An optional string that is undefined when missing or null. */
export const optionalString = () => optionalOf(z.string());

/** An id sent as a string or a number, kept as a string. */
export const idSchema = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

/** An id sent as a string or a number, kept as a string; undefined when missing or null. */
export const optionalId = () => optionalOf(idSchema);
