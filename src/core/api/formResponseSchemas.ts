import * as z from 'zod/mini';

/** GET a form template schema (its inner shape belongs to the forms layer). */
export const formTemplateSchemaResponseSchema = z.record(z.string(), z.unknown());

/** Per-field errors returned by form validation. */
export const formFieldErrorsSchema = z.record(z.string(), z.string());

/** POST form validate: an empty body or an errors map. */
export const formValidateResponseSchema = z.lazy(() => z.union([z.undefined(), z.looseObject({ errors: z.optional(formFieldErrorsSchema) })]));

/** POST form submission key. */
export const formSubmissionKeyResponseSchema = z.lazy(() => z.looseObject({ key: z.string().check(z.minLength(1)) }));
