import * as z from 'zod/mini';
import { recordOf } from '../schemas/checkedSchemas';

/** A catalog file as fetched: a flat object of messages, each a plain text or a precompiled ICU AST (elements with a numeric type). */
export const catalogSchema = z.lazy(() => recordOf(z.union([z.string(), z.array(z.looseObject({ type: z.number() }))])));
