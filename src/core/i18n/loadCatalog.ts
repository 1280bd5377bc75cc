import type { MessageCatalog } from './Translator';
import en from '../../locales/en-US.json';

/** The built-in en-US catalog, bundled because it is the fallback for every locale. */
export const englishCatalog: MessageCatalog = en;
