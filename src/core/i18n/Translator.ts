import { IntlMessageFormat } from 'intl-messageformat';

/** A message catalog: ICU MessageFormat strings keyed by `feature.name`. */
export type MessageCatalog = Readonly<Record<string, string>>;

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

/** Renders catalog messages for one locale, compiling each ICU message once. */
export class Translator {
  private readonly compiled = new Map<string, IntlMessageFormat>();

  constructor(
    readonly catalog: MessageCatalog,
    readonly locale: string = 'en-US',
  ) {}

  /** True when the catalog holds `key`. */
  has(key: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.catalog, key);
  }

  /** Renders `key` with `values`; throws MissingMessageError for an unknown key. */
  format(key: string, values?: Message['values']): string {
    let format = this.compiled.get(key);
    if (!format) {
      if (!this.has(key)) throw new MissingMessageError(key, this.locale);
      format = new IntlMessageFormat(this.catalog[key] as string, this.locale, undefined, { ignoreTag: true });
      this.compiled.set(key, format);
    }
    return String(format.format(values as Record<string, string | number | Date> | undefined));
  }

  /** Renders a Message object; a text that is already final (a site's own text) is returned as it is. */
  render(message: Message | string): string {
    return typeof message === 'string' ? message : this.format(message.key, message.values);
  }
}
