import { pageContextSchema, type PageContext } from '../schemas/pageContextSchema';
import { parseWithSchema } from '../schemas/parseWithSchema';
import { SchemaError } from '../schemas/SchemaError';

/**
 * Reads the page context values the storefront needs from the page's raw JSON context (an object or
 * its JSON text); throws SchemaError (code 'invalid-data') naming each bad field, e.g. `website.id: expected string`.
 */
export function readPageContext(raw: unknown): PageContext {
  let data = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw) as unknown;
    } catch (error) {
      throw new SchemaError('PageContext', [{ path: '', message: `not valid JSON (${(error as Error).message})` }]);
    }
  }
  return parseWithSchema(pageContextSchema, data, 'PageContext');
}

/** Cloneable websites are always treated as having a restrictive cookie policy. */
export function hasRestrictiveCookiePolicy(context: Pick<PageContext, 'websiteCloneable' | 'cookieSettings'>): boolean {
  return context.websiteCloneable || context.cookieSettings.isRestrictiveCookiePolicyEnabled;
}
