import { englishCatalog, Translator, type Message } from '../../core/i18n';

let shared: Translator | undefined;

/** The translator every element renders its text with (en-US catalog), created on first use. */
export function getTranslator(): Translator {
  shared ??= new Translator(englishCatalog);
  return shared;
}

/** Renders a catalog message with the shared translator. */
export function t(key: string, values?: Message['values']): string {
  return getTranslator().format(key, values);
}

/** Renders a Message object (or a final text, as it is) with the shared translator. */
export function render(message: Message | string): string {
  return getTranslator().render(message);
}
