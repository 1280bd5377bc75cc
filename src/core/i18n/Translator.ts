import type { MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/** A catalog message: ICU text, or its precompiled AST (the built catalogs: plain texts stay strings). */
export type CatalogMessage = string | readonly MessageFormatElement[];

/** A message catalog: messages keyed by `feature.name`. */
export type MessageCatalog = Readonly<Record<string, CatalogMessage>>;

/** Characters that make a text ICU syntax; a string without them is plain text and needs no parser. */
const ICU_SYNTAX = /[{}']/;

/** A user-visible message not yet rendered: its catalog key and its arguments. */
export interface Message {
  /** Catalog key, namespaced by feature (`addToCart.selectOption`). */
  readonly key: string;
  /** Arguments of the ICU message; none by default. */
  readonly values?: Readonly<Record<string, string | number | Date>>;
}

/** Raised when a catalog has no entry for a key. */
export class MissingMessageError extends Error {
  readonly code = 'missing-message';
  constructor(readonly key: string, readonly locale: string) {
    super(`No message "${key}" in the ${locale} catalog`);
    this.name = 'MissingMessageError';
  }
}

const holds = (catalog: MessageCatalog | undefined, key: string): catalog is MessageCatalog => catalog !== undefined && Object.prototype.hasOwnProperty.call(catalog, key);

/**
 * Renders catalog messages for one locale, building each message's formatter once; ICU text (not precompiled) needs a bundle with the parser.
 * A key the catalog lacks is looked up in `fallback` when it is asked for, so messages added to the fallback later are found.
 */
export class Translator {
  readonly #compiled = new Map<string, IntlMessageFormat>();

  constructor(
    readonly catalog: MessageCatalog,
    readonly locale: string = 'en-US',
    readonly fallback?: MessageCatalog,
  ) {}

  /** True when the catalog or its fallback holds `key`. */
  has(key: string): boolean {
    return holds(this.catalog, key) || holds(this.fallback, key);
  }

  /** Renders `key` with `values`; throws MissingMessageError for an unknown key. */
  format(key: string, values?: Message['values']): string {
    let format = this.#compiled.get(key);
    if (!format) {
      const source = holds(this.catalog, key) ? this.catalog : this.fallback;
      if (!holds(source, key)) throw new MissingMessageError(key, this.locale);
      const message = source[key] as CatalogMessage;
      const ast = typeof message === 'string' && !ICU_SYNTAX.test(message) ? [{ type: 0 as TYPE.literal, value: message }] : message;
      format = new IntlMessageFormat(ast as string | MessageFormatElement[], this.locale, undefined, { ignoreTag: true });
      this.#compiled.set(key, format);
    }
    return String(format.format(values as Record<string, string | number | Date> | undefined));
  }

  /** Renders a Message object; a text that is already final (a site's own text) is returned as it is. */
  render(message: Message | string): string {
    return typeof message === 'string' ? message : this.format(message.key, message.values);
  }
}
