import * as z from 'zod/mini';
import { nonEmptyString, recordOf, undefinedValue } from '../schemas/checkedSchemas';

/** GET a form template schema (its inner shape belongs to the forms layer). */
export const formTemplateSchemaResponseSchema = recordOf(z.unknown());

/** Per-field errors returned by form validation. */
export const formFieldErrorsSchema = recordOf(z.string());

/** POST form validate: an empty body or an errors map. */
export const formValidateResponseSchema = z.lazy(() => z.union([undefinedValue(), z.looseObject({ errors: z.optional(formFieldErrorsSchema) })]));

/** POST form submission key. */
export const formSubmissionKeyResponseSchema = z.lazy(() => z.looseObject({ key: nonEmptyString() }));
