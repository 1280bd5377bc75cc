import type { CatalogMessage, MessageCatalog } from './Translator';

const messages: Record<string, CatalogMessage> = {};

/** The en-US messages registered so far, read live: in the build, each feature's messages register as the modules using them load. */
export const englishMessages: MessageCatalog = messages;

/** Adds en-US messages (one message group) to the live catalog that englishMessages reads. */
export function addEnglishMessages(part: MessageCatalog): void {
  Object.assign(messages, part);
}
