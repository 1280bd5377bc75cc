import * as z from 'zod/mini';
import { FORM_FIELD_TYPES } from '../forms/FormFieldType';
import { arrayOrEmpty, booleanOr, idSchema, optionalOf, optionalString } from './fieldDefaults';
import { parseWithSchema } from './parseWithSchema';

/** A choice of a radio, checkbox or select field: a plain string or an object with a value. */
export const formFieldOptionSchema = z.lazy(() => z.union([z.string(), z.looseObject({ value: z.string() })]));

/** One form field; unknown keys pass through. */
export const formFieldSchema = z.lazy(() => z.looseObject({
  id: idSchema,
  type: z.enum(FORM_FIELD_TYPES),
  title: optionalString(),
  description: optionalString(),
  placeholder: optionalString(),
  required: booleanOr(false),
  options: arrayOrEmpty(formFieldOptionSchema),
  maxLength: optionalOf(z.int().check(z.nonnegative())),
  /** Smallest number a number field accepts. Default none. */
  min: optionalOf(z.number()),
  /** Largest number a number field accepts. Default none. */
  max: optionalOf(z.number()),
  /** Statements of a likert field, one row each. */
  questions: arrayOrEmpty(z.string()),
  /** Preset value of a hidden field. */
  value: optionalOf(z.union([z.string(), z.pipe(z.number(), z.transform(String))])),
}));

/** A message shown after submission: text or an object carrying html. */
const submissionTextSchema = optionalOf(z.union([z.string(), z.looseObject({ html: z.nullish(z.string()) })]));

/** A custom form. */
export const formSchema = z.lazy(() => z.looseObject({
  id: idSchema,
  name: optionalString(),
  fields: arrayOrEmpty(formFieldSchema),
  submissionMessage: submissionTextSchema,
  submissionHTML: submissionTextSchema,
  successRedirect: optionalString(),
  disclaimerMessage: submissionTextSchema,
  captchaEnabled: booleanOr(false),
  captchaTheme: optionalOf(z.union([z.string(), z.number()])),
  captchaAlignment: optionalOf(z.union([z.string(), z.number()])),
}));

/** A parsed form field. */
export type FormField = z.output<typeof formFieldSchema>;
/** A parsed form. */
export type Form = z.output<typeof formSchema>;

/** Parses a form; throws SchemaError naming the bad field. */
export function parseForm(data: unknown): Form {
  return parseWithSchema(formSchema, data, 'Form');
}
