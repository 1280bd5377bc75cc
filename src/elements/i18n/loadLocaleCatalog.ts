import type { MessageCatalog, SupportedLocale } from '../../core/i18n';

type CatalogModule = Promise<{ default: MessageCatalog }>;

const chunks: Readonly<Record<Exclude<SupportedLocale, 'en-US'>, () => CatalogModule>> = {
  'en-CA': () => import('../../locales/en-CA.json'),
  'fr-CA': () => import('../../locales/fr-CA.json'),
  'en-AU': () => import('../../locales/en-AU.json'),
  'en-NZ': () => import('../../locales/en-NZ.json'),
  'fr-FR': () => import('../../locales/fr-FR.json'),
  'de-DE': () => import('../../locales/de-DE.json'),
  'es-ES': () => import('../../locales/es-ES.json'),
  'it-IT': () => import('../../locales/it-IT.json'),
  'nl-NL': () => import('../../locales/nl-NL.json'),
  'pt-BR': () => import('../../locales/pt-BR.json'),
  'ja-JP': () => import('../../locales/ja-JP.json'),
};

/** Loads a catalog, a chunk of its own (`locales/<locale>.js`), so a page downloads only the locales it uses. */
export async function loadLocaleCatalog(locale: Exclude<SupportedLocale, 'en-US'>): Promise<MessageCatalog> {
  return (await chunks[locale]()).default;
}
