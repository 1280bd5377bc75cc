import type { AdditionalFieldValues } from '../addToCart/additionalFields';
import { isApiError } from '../api/ApiError';
import type { Message } from '../i18n';
import type { Form } from '../schemas';
import type { CartStore } from './CartStore';

/** What a line is doing: nothing, or which change is in flight. */
export type CartLineBusy = 'quantity' | 'remove' | 'answers' | null;

/** Editing state of one cart line. */
export interface CartLineState {
  /** Quantity text as typed; undefined when the input shows the server's quantity. */
  readonly draft: string | undefined;
  /** The message shown at the line (invalid quantity, refused change), or null. */
  readonly error: Message | null;
  /** The change in flight for this line. */
  readonly busy: CartLineBusy;
}

/** Outcome of committing a typed quantity. */
export type QuantityCommit = 'unchanged' | 'invalid' | 'updated' | 'failed';

/** Outcome of saving a line's additional-field answers. */
export type AnswersSave =
  | { readonly status: 'saved' }
  | { readonly status: 'invalid'; readonly fieldErrors: Readonly<Record<string, Message>> }
  | { readonly status: 'failed'; readonly message: Message; readonly fieldErrors: Readonly<Record<string, string>> };

/** The state of a line nobody touched. */
export const IDLE_LINE: CartLineState = Object.freeze({ draft: undefined, error: null, busy: null });

const FALLBACK_FAILURE: Message = { key: 'api.error.server' };

/** Shown at a line when its cart store or rules could not be loaded. */
const UNREACHABLE: Message = { key: 'api.error.network' };

function messageOf(error: unknown): Message {
  return isApiError(error) ? error.userMessage : FALLBACK_FAILURE;
}

/** The rules edits are checked by (the quantity rules, the custom forms' field rules): chunks of the ES build, loaded with the editor. */
const loadRules = () => Promise.all([import('../product/parseQuantity'), import('../addToCart/additionalFields')]);

type EditRules = Awaited<ReturnType<typeof loadRules>>;

/**
 * Per-line editing of the cart page over the cart store: quantity drafts checked with the quantity rules
 * (number, whole, 1 to 9999) before anything is sent, removal, and additional-field answers; a refused change
 * shows its message at its line while the cart shown stays the server's. The store may arrive later (a promise of it), and
 * the rules load on construction; an edit waits for both, and one that cannot get them shows 'We could not reach the store'.
 */
export class CartLineEditor {
  #states: Readonly<Record<string, CartLineState>> = Object.freeze({});
  readonly #listeners = new Set<() => void>();
  readonly #removals = new Map<string, Promise<boolean>>();

  readonly #cart: CartStore | PromiseLike<CartStore>;
  #loaded: { readonly cart: CartStore; readonly rules: EditRules } | undefined;

  constructor(cart: CartStore | PromiseLike<CartStore>) {
    this.#cart = cart;
    loadRules().catch(() => undefined);
  }

  /** Every line's state by entry id (lines not listed are idle); the same object until something changes. */
  getSnapshot = (): Readonly<Record<string, CartLineState>> => this.#states;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The state of one line. */
  line(entryId: string): CartLineState {
    return this.#states[entryId] ?? IDLE_LINE;
  }

  /** Keeps the typed quantity; the line's message stays until the next commit. */
  setQuantityText(entryId: string, text: string): void {
    this.#patch(entryId, { draft: text });
  }

  /** Validates the typed quantity and, when it is valid and differs from the server's, sends it once (a commit while the line is busy sends nothing); the draft stays when the store or rules cannot be had. */
  async commitQuantity(entryId: string): Promise<QuantityCommit> {
    const current = this.line(entryId);
    if (current.draft === undefined || current.busy !== null) return 'unchanged';
    const ready = this.#loaded ?? (await this.#load(entryId, 'quantity'));
    if (!ready) return 'failed';
    const state = this.line(entryId);
    const entry = ready.cart.getSnapshot().entries.find((candidate) => candidate.id === entryId);
    if (state.draft === undefined || !entry) return 'unchanged';
    const parsed = ready.rules[0].parseQuantity(state.draft);
    if ('error' in parsed) {
      this.#patch(entryId, { error: parsed.error });
      return 'invalid';
    }
    if (parsed.quantity === entry.quantity) {
      this.#patch(entryId, { draft: undefined, error: null });
      return 'unchanged';
    }
    this.#patch(entryId, { busy: 'quantity', error: null });
    try {
      await ready.cart.updateQuantity(entryId, parsed.quantity);
      this.#patch(entryId, { draft: undefined, busy: null, error: null });
      return 'updated';
    } catch (error) {
      this.#patch(entryId, { draft: undefined, busy: null, error: messageOf(error) });
      return 'failed';
    }
  }

  /** Removes the line, once: a removal while one is pending for the line settles with it; a refusal shows at the line. */
  remove(entryId: string): Promise<boolean> {
    const pending = this.#removals.get(entryId);
    if (pending) return pending;
    const removal = this.#remove(entryId).finally(() => this.#removals.delete(entryId));
    this.#removals.set(entryId, removal);
    return removal;
  }

  async #remove(entryId: string): Promise<boolean> {
    this.#patch(entryId, { busy: 'remove', error: null });
    let cart: CartStore;
    try {
      cart = this.#loaded?.cart ?? (await this.#cart);
    } catch {
      this.#patch(entryId, { busy: null, error: UNREACHABLE });
      return false;
    }
    try {
      await cart.removeEntry(entryId);
      this.#drop(entryId);
      return true;
    } catch (error) {
      this.#patch(entryId, { busy: null, error: messageOf(error) });
      return false;
    }
  }

  /** Checks the answers against the form ('Required') and saves them through the cart store. */
  async saveAnswers(entryId: string, form: Form, values: AdditionalFieldValues): Promise<AnswersSave> {
    const ready = this.#loaded ?? (await this.#load(entryId, 'answers'));
    if (!ready) return { status: 'failed', message: UNREACHABLE, fieldErrors: {} };
    const fieldErrors = ready.rules[1].additionalFieldErrors(form, values);
    if (Object.keys(fieldErrors).length > 0) return { status: 'invalid', fieldErrors };
    const entry = ready.cart.getSnapshot().entries.find((candidate) => candidate.id === entryId);
    this.#patch(entryId, { busy: 'answers', error: null });
    try {
      await ready.cart.updateAdditionalFields(entryId, { itemId: entry?.itemId ?? '', sku: entry?.chosenVariant?.sku ?? '', additionalFields: values });
      this.#patch(entryId, { busy: null });
      return { status: 'saved' };
    } catch (error) {
      const message = messageOf(error);
      this.#patch(entryId, { busy: null, error: message });
      return { status: 'failed', message, fieldErrors: isApiError(error) ? error.fieldErrors : {} };
    }
  }

  /** Waits for the cart store and the rules, the line busy meanwhile; without them the line says 'We could not reach the store'. */
  async #load(entryId: string, busy: CartLineBusy): Promise<{ cart: CartStore; rules: EditRules } | undefined> {
    this.#patch(entryId, { busy });
    try {
      const [cart, rules] = await Promise.all([this.#cart, loadRules()]);
      this.#patch(entryId, { busy: null });
      return (this.#loaded = { cart, rules });
    } catch {
      this.#patch(entryId, { busy: null, error: UNREACHABLE });
      return undefined;
    }
  }

  #patch(entryId: string, changes: Partial<CartLineState>): void {
    const next = Object.freeze({ ...this.line(entryId), ...changes });
    this.#states = Object.freeze({ ...this.#states, [entryId]: next });
    this.#notify();
  }

  #drop(entryId: string): void {
    if (!(entryId in this.#states)) return;
    const { [entryId]: _removed, ...rest } = this.#states;
    this.#states = Object.freeze(rest);
    this.#notify();
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
