export { Translator, MissingMessageError } from './Translator';
export type { Message, MessageCatalog } from './Translator';
export { listFormat } from './listFormat';
export { loadCatalog, englishCatalog } from './loadCatalog';
