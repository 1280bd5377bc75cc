import { CatalogStore, catalogLocaleFor, englishCatalog, type SupportedLocale, type Translator } from '../../core/i18n';
import { loadLocaleCatalog } from './loadLocaleCatalog';

let store: CatalogStore | undefined;

/** The page's catalogs: en-US bundled, the others loaded on first use. */
export function getCatalogs(): CatalogStore {
  store ??= new CatalogStore({
    fallback: englishCatalog,
    load: (locale) => (locale === 'en-US' ? Promise.resolve(englishCatalog) : loadLocaleCatalog(locale)),
  });
  return store;
}

/** Starts loading the catalog for a locale (any BCP 47 tag; fr-BE loads fr-FR) ahead of the elements, for the fastest first render. */
export function preloadCatalog(locale: string): Promise<Translator> {
  return getCatalogs().load(catalogLocaleFor(locale));
}

/** Forgets the loaded catalogs (tests). */
export function resetCatalogs(): void {
  store = undefined;
}

export type { SupportedLocale };
