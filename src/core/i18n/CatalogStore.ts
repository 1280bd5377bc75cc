import { Translator, type MessageCatalog } from './Translator';
import type { SupportedLocale } from './supportedLocales';

/** Options of CatalogStore. */
export interface CatalogStoreOptions {
  /** The bundled fallback catalog (en-US), read live: messages added to it later are found by every locale. */
  readonly fallback: MessageCatalog;
  /** Fetches a locale's catalog. */
  readonly load: (locale: SupportedLocale) => Promise<MessageCatalog>;
  /** Reports a catalog that failed to load. Default console.warn. */
  readonly warn?: (message: string) => void;
}

/** Translators per locale: en-US at once, the others after their catalog loads; a failed load falls back to en-US with one warning. */
export class CatalogStore {
  readonly #translators = new Map<string, Translator>();
  readonly #pending = new Map<string, Promise<Translator>>();
  readonly #listeners = new Set<() => void>();
  readonly #english: Translator;
  readonly #options: CatalogStoreOptions;

  constructor(options: CatalogStoreOptions) {
    this.#options = options;
    this.#english = new Translator(options.fallback, 'en-US');
    this.#translators.set('en-US', this.#english);
  }

  /** The translator for a locale when its catalog is ready; undefined while it loads. */
  peek(locale: SupportedLocale): Translator | undefined {
    return this.#translators.get(locale);
  }

  /** Loads a locale's catalog once (keys it lacks fall back to en-US) and resolves its translator. */
  load(locale: SupportedLocale): Promise<Translator> {
    const ready = this.#translators.get(locale);
    if (ready) return Promise.resolve(ready);
    let pending = this.#pending.get(locale);
    if (!pending) {
      pending = this.#options
        .load(locale)
        .then(
          (catalog) => new Translator(catalog, locale, this.#options.fallback),
          (error: unknown) => {
            (this.#options.warn ?? console.warn)(`storefront-elements: the ${locale} catalog could not be loaded (${error instanceof Error ? error.message : String(error)}); showing en-US.`);
            return this.#english;
          },
        )
        .then((translator) => {
          this.#translators.set(locale, translator);
          this.#pending.delete(locale);
          for (const listener of [...this.#listeners]) listener();
          return translator;
        });
      this.#pending.set(locale, pending);
    }
    return pending;
  }

  /** Calls `listener` whenever a catalog becomes ready; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
