import { catalogSchema, type MessageCatalog, type SupportedLocale } from '../../core/i18n';

/** Folder next to the single-file script that holds the catalogs (`locales/<locale>.json`). */
export const CATALOG_FOLDER = 'locales/';

/** The single-file script cannot split: it fetches `locales/<locale>.json` from next to itself. */
export async function loadLocaleCatalog(locale: Exclude<SupportedLocale, 'en-US'>): Promise<MessageCatalog> {
  const url = new URL(`${CATALOG_FOLDER}${locale}.json`, import.meta.url);
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url.pathname}`);
  return catalogSchema.parse(await response.json());
}
