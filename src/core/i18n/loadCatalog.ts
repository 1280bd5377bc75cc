import type { MessageCatalog } from './Translator';
import en from '../../locales/en-US.json';

/** The en-US catalog, the fallback for every locale. */
export const englishCatalog: MessageCatalog = en;
