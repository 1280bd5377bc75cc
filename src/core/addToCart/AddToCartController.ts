import type { AddCartEntryInput, InventoryStock, SubscriptionCartInput } from '../api';
import { addItemErrorTitle, isApiError, newIdempotencyKey, outcomeUnknown } from '../api';
import type { Message } from '../i18n';
import type { Product, Variant } from '../schemas';
import { validateAddToCart } from '../product/validateAddToCart';
import { hasEnoughStock, isSoldOutFor } from '../product/availability';
import { AddToCartFailure } from './AddToCartFailure';
import { AddToCartMachine } from './AddToCartMachine';
import { addItemPurposeOf, type AddToCartMode } from './AddToCartMode';

/** One shopper intent of a button: the key its calls carry, the same for a repeat of the intent. */
export interface AddToCartIntent {
  /** Sent as the Idempotency-Key header. */
  readonly idempotencyKey: string;
}

/** The calls an add-to-cart button needs; implemented over the API client and the cart store. */
export interface AddToCartServices {
  /** Adds an entry to the cart and returns the updated cart. */
  addItem(input: AddCartEntryInput, intent: AddToCartIntent): Promise<unknown>;
  /** Adds an entry as an express or gift card purchase. */
  purchase(input: AddCartEntryInput, purpose: 'express' | 'gift-card', intent: AddToCartIntent): Promise<unknown>;
  /** Starts a subscription checkout; resolves with its cart token. */
  startSubscription(input: SubscriptionCartInput): Promise<string>;
  /** Reads the current stock of every variant of a product. */
  fetchStock(itemId: string): Promise<readonly InventoryStock[]>;
}

/** Where the shopper goes after buying now or subscribing. */
export interface AddToCartDestinations {
  /** Checkout page (buy now). */
  readonly checkoutUrl: string;
  /** Subscription page for a cart token. */
  subscriptionUrl(cartToken: string): string;
  /** Gift card page for a product id and variant id (spec §2). */
  giftCardUrl(itemId: string, variantId: string): string;
}

/** The shopper's choices at the moment of activation. */
export interface AddToCartSelection {
  /** Chosen value per option name. */
  readonly chosen: Readonly<Record<string, string>>;
  /** The matching variant, if any. */
  readonly variant: Variant | null;
  /** Quantity as typed. */
  readonly quantity: string;
}

/** One activation of the button. */
export interface AddToCartRequest {
  readonly mode: AddToCartMode;
  readonly product: Product;
  readonly selection: AddToCartSelection;
  /** Answers of the additional-fields form; none until the shopper filled it in. */
  readonly additionalFields?: Readonly<Record<string, unknown>>;
}

/** What an activation led to; 'canceled' when the site stopped the add before anything was sent. */
export type AddToCartOutcome =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'needs-additional-fields' }
  | { readonly kind: 'canceled' }
  | { readonly kind: 'failed'; readonly title: Message; readonly reason: Message; readonly error: unknown }
  | { readonly kind: 'succeeded'; readonly result: unknown; readonly redirectTo: string | null };

/** How an add the site was told about ended: succeeded, failed (the title and message the shopper sees) or canceled. */
export type PendingAddOutcome = Extract<AddToCartOutcome, { kind: 'succeeded' | 'failed' | 'canceled' }>;

/** What an add is about to send, told to the site before anything goes over the wire. */
export interface PendingAdd {
  /** Id of the product. */
  readonly productId: string;
  /** What the button does. */
  readonly mode: AddToCartMode;
  /** The chosen variant. */
  readonly variant: Variant;
  /** Quantity to add. */
  readonly quantity: number;
  /** Answers of the additional-fields form; absent for a product without one. */
  readonly additionalFields?: Readonly<Record<string, unknown>>;
  /** Resolves with how the add ended (canceled when the site stopped it); never rejects. */
  readonly result: Promise<PendingAddOutcome>;
}

/** Tells the site what an add is about to send; false stops the add before anything is sent. */
export type AnnounceAdd = (pending: PendingAdd) => boolean;

/** Fallback message for failures that carry no shopper-visible text. */
const UNKNOWN_FAILURE: Message = { key: 'api.error.server' };

const IGNORED: AddToCartOutcome = { kind: 'ignored' };
const CANCELED: PendingAddOutcome = { kind: 'canceled' };

/** The announcer of a controller whose activations nobody steers: every add goes ahead. */
const sendEveryAdd: AnnounceAdd = () => true;

/**
 * Runs add to cart for one button: validates the selection (product rules), verifies stock before
 * asking for additional fields, calls the service for the mode, and drives the AddToCartMachine.
 */
export class AddToCartController {
  /** The button's state machine. */
  readonly machine: AddToCartMachine;

  readonly #services: AddToCartServices;
  readonly #destinations: AddToCartDestinations;
  /** The intent whose last call ended with no answer: activating it again repeats it with its key. */
  #unsettledIntent: { readonly signature: string; readonly intent: AddToCartIntent } | undefined;
  /** True while the site is being told about an add: activations from its listeners are ignored. */
  #announcing = false;

  constructor(
    services: AddToCartServices,
    destinations: AddToCartDestinations,
    machine: AddToCartMachine = new AddToCartMachine(),
  ) {
    this.#services = services;
    this.#destinations = destinations;
    this.machine = machine;
  }

  /**
   * Handles one activation (click, Enter, Space); activations while busy, or for a sold-out product or chosen variant, are ignored.
   * Once the selection passes the product rules (and the additional-fields form is filled in), `announce` is told what is about to be
   * added, before anything is sent; when it returns false the add stops with nothing sent and the button idle.
   */
  async activate(request: AddToCartRequest, announce: AnnounceAdd = sendEveryAdd): Promise<AddToCartOutcome> {
    if (this.#announcing || !this.machine.canRun() || isSoldOutFor(request.product, request.selection.variant)) return IGNORED;
    const title = addItemErrorTitle(addItemPurposeOf(request.mode));
    const problem = validateAddToCart(request.product, request.selection, request.mode === 'gift-card' ? { giftCard: true } : {});
    if (!problem && request.product.structuredContent.additionalFieldsForm && !request.additionalFields) {
      return this.#verifyStockBeforeForm(request, title);
    }
    const told = problem ? undefined : this.#announce(request, announce);
    if (told && !told.proceed) {
      this.machine.reset();
      told.settle(CANCELED);
      return CANCELED;
    }
    const signature = JSON.stringify([request.mode, request.product.id, request.selection.variant?.sku, request.selection.quantity, request.additionalFields]);
    const intent = this.#unsettledIntent?.signature === signature ? this.#unsettledIntent.intent : { idempotencyKey: newIdempotencyKey() };
    const run = await this.machine.run(async () => {
      if (problem) throw new AddToCartFailure(title, problem);
      return this.#perform(request, intent);
    });
    if (run.status === 'ignored') {
      told?.settle(CANCELED);
      return IGNORED;
    }
    this.#unsettledIntent = run.status === 'failed' && outcomeUnknown(run.error) ? { signature, intent } : undefined;
    const outcome: PendingAddOutcome = run.status === 'failed' ? this.#failure(run.error, title) : { kind: 'succeeded', result: run.value.result, redirectTo: run.value.redirectTo };
    told?.settle(outcome);
    return outcome;
  }

  /** Tells `announce` what `request` is about to add; `settle` resolves the pending add's result. */
  #announce(request: AddToCartRequest, announce: AnnounceAdd): { readonly proceed: boolean; readonly settle: (outcome: PendingAddOutcome) => void } {
    let settle: (outcome: PendingAddOutcome) => void = () => undefined;
    const result = new Promise<PendingAddOutcome>((resolve) => {
      settle = resolve;
    });
    const { product, selection, mode, additionalFields } = request;
    this.#announcing = true;
    try {
      const proceed = announce({ productId: product.id, mode, variant: selection.variant as Variant, quantity: Number(selection.quantity), ...(additionalFields ? { additionalFields } : {}), result });
      return { proceed, settle };
    } finally {
      this.#announcing = false;
    }
  }

  /** Checks the fresh stock (the button busy meanwhile) before the additional-fields form opens. */
  async #verifyStockBeforeForm(request: AddToCartRequest, title: Message): Promise<AddToCartOutcome> {
    const run = await this.machine.check(async () => {
      const variant = request.selection.variant as Variant;
      const stock = await this.#services.fetchStock(String(request.product.id));
      const current = stock.find((entry) => (entry.variantId !== undefined && entry.variantId === variant.id) || (entry.sku !== undefined && entry.sku === variant.sku));
      if (current && !hasEnoughStock(current, Number(request.selection.quantity))) throw new AddToCartFailure(title, { key: 'addToCart.notEnoughStock' });
    });
    if (run.status === 'ignored') return IGNORED;
    if (run.status === 'failed') return this.#failure(run.error, title);
    return { kind: 'needs-additional-fields' };
  }

  #failure(error: unknown, title: Message): Extract<AddToCartOutcome, { kind: 'failed' }> {
    if (error instanceof AddToCartFailure) return { kind: 'failed', title: error.title, reason: error.reason, error };
    if (isApiError(error)) return { kind: 'failed', title: error.title ?? title, reason: error.userMessage, error };
    return { kind: 'failed', title, reason: UNKNOWN_FAILURE, error };
  }

  async #perform(request: AddToCartRequest, intent: AddToCartIntent): Promise<{ result: unknown; redirectTo: string | null }> {
    const { product, selection, mode, additionalFields } = request;
    const variant = selection.variant as Variant;
    const itemId = String(product.id);
    const sku = variant.sku ?? '';
    const quantity = Number(selection.quantity);
    switch (mode) {
      case 'subscribe': {
        const token = await this.#services.startSubscription({ itemId, sku, qty: quantity, additionalFields });
        return { result: token, redirectTo: this.#destinations.subscriptionUrl(token) };
      }
      case 'buy-now':
        return { result: await this.#services.purchase({ itemId, sku, quantity, additionalFields }, 'express', intent), redirectTo: this.#destinations.checkoutUrl };
      case 'gift-card': {
        const result = await this.#services.purchase({ itemId, sku, quantity, additionalFields }, 'gift-card', intent);
        return { result, redirectTo: this.#destinations.giftCardUrl(itemId, variant.id ?? sku) };
      }
      case 'add':
        return { result: await this.#services.addItem({ itemId, sku, quantity, additionalFields }, intent), redirectTo: null };
    }
  }
}
