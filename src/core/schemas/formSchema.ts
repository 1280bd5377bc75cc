import { z } from 'zod';
import { FORM_FIELD_TYPES } from '../site/FormFieldType';
import { arrayOrEmpty, booleanOr, idSchema, optionalString } from './fieldDefaults';
import { parseWithSchema } from './parseWithSchema';

/** A choice of a radio, checkbox or select field: a plain string or an object with a value. */
export const formFieldOptionSchema = z.union([z.string(), z.looseObject({ value: z.string() })]);

/** One form field; unknown keys pass through. */
export const formFieldSchema = z.looseObject({
  id: idSchema,
  type: z.enum(FORM_FIELD_TYPES),
  title: optionalString(),
  description: optionalString(),
  placeholder: optionalString(),
  required: booleanOr(false),
  options: arrayOrEmpty(formFieldOptionSchema),
  maxLength: z.number().int().nonnegative().nullish().transform((value) => value ?? undefined),
  /** Statements of a likert field, one row each. */
  questions: arrayOrEmpty(z.string()),
  /** Preset value of a hidden field. */
  value: z.union([z.string(), z.number().transform(String)]).nullish().transform((value) => value ?? undefined),
});

/** A message shown after submission: text or an object carrying html. */
const submissionTextSchema = z
  .union([z.string(), z.looseObject({ html: z.string().nullish() })])
  .nullish()
  .transform((value) => value ?? undefined);

/** A custom form. */
export const formSchema = z.looseObject({
  id: idSchema,
  name: optionalString(),
  fields: arrayOrEmpty(formFieldSchema),
  submissionMessage: submissionTextSchema,
  submissionHTML: submissionTextSchema,
  successRedirect: optionalString(),
  disclaimerMessage: submissionTextSchema,
  captchaEnabled: booleanOr(false),
  captchaTheme: z.union([z.string(), z.number()]).nullish().transform((value) => value ?? undefined),
  captchaAlignment: z.union([z.string(), z.number()]).nullish().transform((value) => value ?? undefined),
});

/** A parsed form field. */
export type FormField = z.output<typeof formFieldSchema>;
/** A parsed form. */
export type Form = z.output<typeof formSchema>;

/** Parses a form; throws SchemaError naming the bad field. */
export function parseForm(data: unknown): Form {
  return parseWithSchema(formSchema, data, 'Form');
}
