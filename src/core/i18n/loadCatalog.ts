import type { MessageCatalog } from './Translator';
import en from '../../locales/en-US.json';

/**
 * The en-US catalog, the fallback for every locale: the whole file from sources and in `storefront-elements/core`; in the
 * element builds (scripts/englishMessages.mjs) the live englishMessages, holding the messages of the features loaded so far.
 */
export const englishCatalog: MessageCatalog = en;
