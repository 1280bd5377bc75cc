import type { MessageCatalog } from './Translator';
import en from '../../locales/en-US.json';

/**
 * The en-US catalog, the fallback for every locale: from sources the whole file; in the build (scripts/englishMessages.mjs)
 * the live englishMessages, holding the messages of the features whose modules have loaded.
 */
export const englishCatalog: MessageCatalog = en;
