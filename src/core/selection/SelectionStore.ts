import type { Message } from '../i18n';
import type { Product, Variant } from '../schemas';
import { findVariant, productOptions, type ProductOption } from '../product/productOptions';

/** Lifecycle of the product a selection belongs to. */
export type SelectionStatus = 'loading' | 'ready' | 'error';

/** Everything the product-page elements read about one product and the shopper's choices. */
export interface SelectionSnapshot {
  /** Whether the product is known yet. */
  readonly status: SelectionStatus;
  /** The product, once ready. */
  readonly product: Product | null;
  /** Why the product could not be loaded, when status is 'error'. */
  readonly error: Message | null;
  /** Options to choose, in variantOptionOrdering, with their distinct values. */
  readonly options: readonly ProductOption[];
  /** Chosen value per option name; an absent or empty value means unselected. */
  readonly chosen: Readonly<Record<string, string>>;
  /** True when every option has a value. */
  readonly complete: boolean;
  /** The selected variant: the only variant of a product without options, else the match of a complete choice. */
  readonly variant: Variant | null;
  /** The quantity as typed by the shopper. Default '1'. */
  readonly quantity: string;
}

/** The snapshot of a selection before its product is known. */
export const INITIAL_SELECTION_SNAPSHOT: SelectionSnapshot = Object.freeze({
  status: 'loading',
  product: null,
  error: null,
  options: [],
  chosen: {},
  complete: false,
  variant: null,
  quantity: '1',
});

/** The per-product selection (variant, quantity), shared by every element of one `<store-product>`. */
export class SelectionStore {
  #snapshot: SelectionSnapshot = INITIAL_SELECTION_SNAPSHOT;
  readonly #listeners = new Set<() => void>();

  /** The current snapshot (a new object after each change). */
  getSnapshot = (): SelectionSnapshot => this.#snapshot;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** Sets the product; keeps choices that still name one of its option values. */
  setProduct(product: Product): void {
    const options = productOptions(product);
    const chosen: Record<string, string> = {};
    for (const option of options) {
      const value = this.#snapshot.chosen[option.name];
      if (value !== undefined && option.values.includes(value)) chosen[option.name] = value;
    }
    this.#update({ status: 'ready', product, error: null, options, ...this.#resolve(product, options, chosen) });
  }

  /** Marks the product as failed to load. */
  setError(error: Message): void {
    this.#update({ status: 'error', error });
  }

  /** Chooses `value` for option `name`; an empty value clears the option and unselects the variant. */
  chooseOption(name: string, value: string): void {
    const chosen = { ...this.#snapshot.chosen };
    if (value === '') delete chosen[name];
    else chosen[name] = value;
    const { product, options } = this.#snapshot;
    this.#update(product ? this.#resolve(product, options, chosen) : { chosen });
  }

  /** Chooses every option of the variant with `variantId`; false (nothing changes) when the product has no such variant. */
  selectVariant(variantId: string): boolean {
    const { product, options } = this.#snapshot;
    const variant = product?.structuredContent.variants.find((candidate) => candidate.id === variantId);
    if (!product || !variant) return false;
    const chosen: Record<string, string> = {};
    for (const option of options) {
      const value = variant.attributes[option.name];
      if (value !== undefined) chosen[option.name] = value;
    }
    this.#update(this.#resolve(product, options, chosen));
    return true;
  }

  /** Clears every chosen option (a product without options keeps its only variant selected). */
  clearChoices(): void {
    const { product, options } = this.#snapshot;
    this.#update(product ? this.#resolve(product, options, {}) : { chosen: {} });
  }

  /** Stores the quantity exactly as typed (validated when adding to the cart). */
  setQuantity(quantity: string): void {
    if (quantity !== this.#snapshot.quantity) this.#update({ quantity });
  }

  #resolve(product: Product, options: readonly ProductOption[], chosen: Record<string, string>) {
    const complete = options.every((option) => Boolean(chosen[option.name]));
    const variant = complete ? (findVariant(product, chosen) ?? null) : null;
    return { chosen, complete, variant };
  }

  #update(change: Partial<SelectionSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of [...this.#listeners]) listener();
  }
}
