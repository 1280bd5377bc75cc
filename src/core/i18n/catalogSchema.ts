import { z } from 'zod';

/** A catalog file as fetched: a flat object of ICU message strings. */
export const catalogSchema = z.record(z.string(), z.string());
