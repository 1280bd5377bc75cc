import * as z from 'zod/mini';

/** A catalog file as fetched: a flat object of ICU message strings. */
export const catalogSchema = z.record(z.string(), z.string());
