import * as z from 'zod/mini';

/**
 * Stand-ins for the zod types and checks whose own code costs most in the shared zod chunk (z.int, z.enum, z.literal,
 * z.minLength, z.gte, z.gt, z.nonnegative, z.positive, z.lte, z.refine, z.record, z.tuple, z.undefined), each built from
 * one plain check on a cheap type. Each accepts, returns and reports exactly what the zod type or check it replaces does
 * for JSON data: the same issue codes, `expected` names, bounds and paths.
 */

type RawIssue = z.core.$ZodRawIssue;

/** Any value, typed as `T` for the check that follows (what z.custom<T>() gives, without its code). */
const anything = <T>() => z.unknown() as unknown as z.ZodMiniType<T, T>;

/** `base`, failing with the issue `issue` gives for a value `accepts` refuses. */
const failingUnless = <Schema extends z.ZodMiniType>(base: Schema, accepts: (value: z.output<Schema>) => boolean, issue: (input: unknown) => RawIssue) =>
  base.check(
    z.check<z.output<Schema>>((payload) => {
      if (!accepts(payload.value)) payload.issues.push(issue(payload.value));
    }),
  );

/** A safe integer, as z.int(): `expected int` for a fraction, a bound issue beyond ±(2^53 − 1). */
export const integer = () =>
  z.number().check(
    z.check<number>((payload) => {
      const input = payload.value;
      if (!Number.isInteger(input)) payload.issues.push({ code: 'invalid_type', expected: 'int', format: 'safeint', input, continue: false });
      else if (input > Number.MAX_SAFE_INTEGER) payload.issues.push({ code: 'too_big', origin: 'int', maximum: Number.MAX_SAFE_INTEGER, inclusive: true, input, continue: true });
      else if (input < Number.MIN_SAFE_INTEGER) payload.issues.push({ code: 'too_small', origin: 'int', minimum: Number.MIN_SAFE_INTEGER, inclusive: true, input, continue: true });
    }),
  );

/** A check that a number is above `minimum` (or equal to it when `inclusive`), as z.gte and z.gt: a too_small issue otherwise. */
const lowerBound = (minimum: number, inclusive: boolean) =>
  z.check<number>((payload) => {
    if (!(inclusive ? payload.value >= minimum : payload.value > minimum)) {
      payload.issues.push({ code: 'too_small', origin: 'number', minimum, inclusive, input: payload.value, continue: true });
    }
  });

/** A check that a number is at least `minimum`, as z.gte(minimum) (z.nonnegative() for 0). */
export const atLeast = (minimum: number) => lowerBound(minimum, true);

/** A check that a number is greater than `minimum`, as z.gt(minimum) (z.positive() for 0). */
export const greaterThan = (minimum: number) => lowerBound(minimum, false);

/** A check that a number is at most `maximum`, as z.lte(maximum). */
export const atMost = (maximum: number) =>
  z.check<number>((payload) => {
    if (!(payload.value <= maximum)) payload.issues.push({ code: 'too_big', origin: 'number', maximum, inclusive: true, input: payload.value, continue: true });
  });

/** A check that fails with `message` where `accepts` is false, as z.refine(accepts, { message }). */
export const refinement = <T>(accepts: (value: T) => boolean, message: string) =>
  z.check<T>((payload) => {
    if (!accepts(payload.value)) payload.issues.push({ code: 'custom', message, input: payload.value, path: [], continue: true });
  });

/** One of `values`, as z.enum(values) or z.literal(value): `expected one of "a", "b"` otherwise. */
export const oneOf = <const Values extends readonly (string | number)[]>(values: Values) =>
  failingUnless(anything<Values[number]>(), (value) => values.includes(value), (input) => ({ code: 'invalid_value', values: [...values], input }));

/** A string of at least one character, as z.string().check(z.minLength(1)), which also measures a non-string that has a length. */
export const nonEmptyString = () =>
  z.string().check(
    z.check<string>(
      (payload) => {
        const input = payload.value as unknown;
        const origin = typeof input === 'string' ? 'string' : Array.isArray(input) ? 'array' : 'unknown';
        if ((input as { length: number }).length < 1) payload.issues.push({ code: 'too_small', origin, minimum: 1, inclusive: true, input, continue: true });
      },
      { when: (payload) => (payload.value as { length?: unknown } | null | undefined)?.length !== undefined },
    ),
  );

/** Exactly undefined, as z.undefined(). */
export const undefinedValue = () => failingUnless(anything<undefined>(), (value) => value === undefined, (input) => ({ code: 'invalid_type', expected: 'undefined', input }));

/** A plain object whose every value is `value`, as z.record(z.string(), value): `expected record` otherwise, issues at `key`. */
export const recordOf = <Value extends z.ZodMiniType>(value: Value) =>
  z.pipe(
    failingUnless(anything<Record<string, unknown>>(), z.core.util.isPlainObject, (input) => ({ code: 'invalid_type', expected: 'record', input })),
    new z.ZodMiniObject({ type: 'object', shape: {}, catchall: value }) as unknown as z.ZodMiniType<Record<string, z.output<Value>>, Record<string, z.input<Value>>>,
  );

/** An array of exactly one value per item schema, as z.tuple(items) for items that do not transform: issues at `[index]`. */
export const tupleOf = <const Items extends readonly z.ZodMiniType[]>(items: Items) =>
  anything<{ -readonly [Index in keyof Items]: z.output<Items[Index]> }>().check(
    z.check((payload) => {
      const input = payload.value as unknown;
      if (!Array.isArray(input)) return void payload.issues.push({ code: 'invalid_type', expected: 'tuple', input });
      if (input.length < items.length) return void payload.issues.push({ code: 'too_small', origin: 'array', minimum: items.length, inclusive: true, input });
      if (input.length > items.length) payload.issues.push({ code: 'too_big', origin: 'array', maximum: items.length, inclusive: true, input });
      items.forEach((item, index) => {
        const result = z.safeParse(item, input[index]);
        if (!result.success) payload.issues.push(...result.error.issues.map((issue) => ({ ...issue, path: [index, ...issue.path] }) as RawIssue));
      });
    }),
  );
