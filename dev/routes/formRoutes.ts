import { isValidCaptchaToken } from '../captcha';
import type { DevContext, DevRouter } from '../DevContext';
import { HttpError } from '../http/HttpError';
import { clientAddress } from '../RateLimiter';
import { assertJsonDepth } from '../http/readBody';
import { DEV_FORM_FIELD_TYPES } from '../store/devForms';
import { storedFormValues, validateFormValues } from '../store/validateFormValues';

/** Message of a 400 that carries per-field errors. */
export const FIELDS_INVALID = 'One or more fields is invalid, please check your entries.';

/** Message of a 429 when a visitor sends forms faster than the form rate limit allows. */
export const FORM_RATE_LIMITED = 'Form submission rate limit exceeded.';

/** Form block types GetTemplateSchema knows, by name and by number, with the form whose fields are their defaults. */
export const FORM_BLOCK_TYPES: Record<string, { name: string; formId: string }> = {
  form: { name: 'Form', formId: 'contact-form' },
  '9': { name: 'Form', formId: 'contact-form' },
  newsletter: { name: 'Newsletter', formId: 'contact-form' },
  '51': { name: 'Newsletter', formId: 'contact-form' },
};

function parseFormValues(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    assertJsonDepth(value, '"form"');
    try {
      parsed = JSON.parse(value) as unknown;
    } catch (error) {
      throw new HttpError(400, `"form" is not valid JSON: ${(error as Error).message}`);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, '"form" must be a JSON object of field id to value.');
  }
  return parsed as Record<string, unknown>;
}

async function readSubmission(context: DevContext): Promise<Record<string, unknown>> {
  const type = context.request.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(await context.readForm());
  const body = await context.readJson();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** Registers the form schema, validation, key and submission endpoints of spec §7. */
export function registerFormRoutes(router: DevRouter): void {
  router.add('GET', '/api/template/GetTemplateSchema', (context) => {
    const type = context.query.get('type');
    if (!type) throw new HttpError(400, 'Query parameter "type" is required.');
    const blockType = FORM_BLOCK_TYPES[type];
    if (!blockType) throw new HttpError(404, `Unknown form block type ${JSON.stringify(type)}; known: ${Object.keys(FORM_BLOCK_TYPES).join(', ')}.`);
    const form = context.store.form(blockType.formId);
    return { json: { type, name: blockType.name, fieldTypes: DEV_FORM_FIELD_TYPES, fields: form?.fields ?? [] } };
  });

  router.add('POST', '/api/rest/forms/validate/:formId', async (context) => {
    const form = context.store.form(context.params.formId ?? '');
    if (!form) throw new HttpError(404, `No form with id ${JSON.stringify(context.params.formId)}.`);
    const values = parseFormValues(await context.readJson());
    const errors = validateFormValues(form, values);
    if (Object.keys(errors).length > 0) throw new HttpError(400, FIELDS_INVALID, { errors });
    return { json: { valid: true } };
  });

  router.add('POST', '/api/form/FormSubmissionKey', async (context) => {
    await context.readText();
    return { json: { key: context.store.createFormKey() } };
  });

  router.add('POST', '/api/form/SaveFormSubmission', async (context) => {
    if (context.formLimiter && context.formLimiter.hit(clientAddress(context.request), context.method, context.path) > 0) throw new HttpError(429, FORM_RATE_LIMITED);
    const body = await readSubmission(context);
    const { key, form: formValues, captchaKey, formId, ...extra } = body;
    if (typeof key !== 'string' || key === '') throw new HttpError(400, '"key" is required: get one from /api/form/FormSubmissionKey.');
    let values = parseFormValues(formValues);
    let resolvedFormId: string | null = null;
    if (formId !== undefined && formId !== null && formId !== '') {
      const form = context.store.form(String(formId));
      if (!form) throw new HttpError(404, `No form with id ${JSON.stringify(formId)}.`);
      resolvedFormId = form.id;
      const errors = validateFormValues(form, values);
      if (Object.keys(errors).length > 0) throw new HttpError(400, FIELDS_INVALID, { errors });
      if (form.captchaEnabled && !isValidCaptchaToken(captchaKey)) throw new HttpError(400, 'Captcha verification failed: "captchaKey" is missing or invalid.');
      values = storedFormValues(form, values);
    }
    if (!context.store.consumeFormKey(key)) throw new HttpError(400, 'The form submission key is unknown or has already been used.');
    const submissionId = context.store.saveSubmission(resolvedFormId, key, values, extra);
    return { json: { success: true, submissionId } };
  });
}
