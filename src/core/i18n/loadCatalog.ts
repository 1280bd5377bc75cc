import type { MessageCatalog } from './Translator';
import en from '../../locales/en-US.json';

/** The built-in en-US catalog, bundled because it is the fallback for every locale. */
export const englishCatalog: MessageCatalog = en;

const loaders: Readonly<Record<string, () => Promise<{ default: MessageCatalog }>>> = {
  'en-US': async () => ({ default: en }),
};

/** Loads the catalog for a locale on demand; unknown locales fall back to en-US. */
export async function loadCatalog(locale: string): Promise<MessageCatalog> {
  const load = Object.prototype.hasOwnProperty.call(loaders, locale) ? loaders[locale] : undefined;
  if (!load) return en;
  const module = await load();
  return { ...en, ...module.default };
}
