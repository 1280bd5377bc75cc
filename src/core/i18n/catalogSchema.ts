import * as z from 'zod/mini';

/** A catalog file as fetched: a flat object of messages, each a plain text or a precompiled ICU AST (elements with a numeric type). */
export const catalogSchema = z.lazy(() => z.record(z.string(), z.union([z.string(), z.array(z.looseObject({ type: z.number() }))])));
