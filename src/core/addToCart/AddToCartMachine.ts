/** States of an add-to-cart button. */
export type AddToCartState = 'idle' | 'adding' | 'added' | 'error';

/** Delay before showing "Added!", in milliseconds. */
export const BUTTON_ADDED_DELAY_MS = 1000;

/** How long "Added!" is held, in milliseconds. */
export const BUTTON_ADDED_HOLD_MS = 2000;

/** How long 'error' lasts before returning to idle, in ms. */
export const ADD_TO_CART_ERROR_RESET_MS = 1000;

/** Timer functions the machine uses; the global timers by default. */
export interface AddToCartScheduler {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Options of AddToCartMachine. */
export interface AddToCartMachineOptions {
  /** Timer functions. Default globalThis.setTimeout / clearTimeout, looked up per call. */
  readonly scheduler?: AddToCartScheduler;
}

/** What happened to one activation of the button. */
export type AddToCartRun<Value> =
  | { readonly status: 'ignored'; readonly state: AddToCartState }
  | { readonly status: 'succeeded'; readonly value: Value }
  | { readonly status: 'failed'; readonly error: unknown };

const globalScheduler: AddToCartScheduler = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The add-to-cart button state machine: idle → adding → (1 s after success) added → (2 s) idle,
 * or adding → error → (1 s) idle. Activations while adding or added are ignored, so an action runs exactly once.
 */
export class AddToCartMachine {
  #state: AddToCartState = 'idle';
  readonly #listeners = new Set<() => void>();
  #timer: unknown = undefined;
  readonly #scheduler: AddToCartScheduler;

  constructor(options: AddToCartMachineOptions = {}) {
    this.#scheduler = options.scheduler ?? globalScheduler;
  }

  /** The current state. */
  getSnapshot = (): AddToCartState => this.#state;

  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** True when an activation would run now: idle, or showing an error (adding and added ignore activations). */
  canRun(): boolean {
    return this.#state === 'idle' || this.#state === 'error';
  }

  /** Runs `action` when idle or after an error, moving through the states; ignores the call while adding or added. */
  async run<Value>(action: () => Promise<Value> | Value): Promise<AddToCartRun<Value>> {
    if (!this.canRun()) return { status: 'ignored', state: this.#state };
    this.#cancelTimer();
    this.#transition('adding');
    try {
      const value = await action();
      this.#schedule(BUTTON_ADDED_DELAY_MS, () => {
        this.#transition('added');
        this.#schedule(BUTTON_ADDED_HOLD_MS, () => this.#transition('idle'));
      });
      return { status: 'succeeded', value };
    } catch (error) {
      this.#transition('error');
      this.#schedule(ADD_TO_CART_ERROR_RESET_MS, () => this.#transition('idle'));
      return { status: 'failed', error };
    }
  }

  /**
   * Runs a check that comes before the action (the stock check before the additional-fields form): busy ('adding')
   * while it runs, back to idle when it passes, the error sequence when it fails; ignored while adding or added.
   */
  async check<Value>(action: () => Promise<Value> | Value): Promise<AddToCartRun<Value>> {
    if (!this.canRun()) return { status: 'ignored', state: this.#state };
    this.#cancelTimer();
    this.#transition('adding');
    try {
      const value = await action();
      this.#transition('idle');
      return { status: 'succeeded', value };
    } catch (error) {
      this.#transition('error');
      this.#schedule(ADD_TO_CART_ERROR_RESET_MS, () => this.#transition('idle'));
      return { status: 'failed', error };
    }
  }

  /** Cancels pending timers and returns to idle. */
  reset(): void {
    this.#cancelTimer();
    this.#transition('idle');
  }

  #schedule(delayMs: number, callback: () => void): void {
    this.#cancelTimer();
    this.#timer = this.#scheduler.setTimeout(() => {
      this.#timer = undefined;
      callback();
    }, delayMs);
  }

  #cancelTimer(): void {
    if (this.#timer !== undefined) this.#scheduler.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #transition(next: AddToCartState): void {
    if (this.#state === next) return;
    this.#state = next;
    for (const listener of [...this.#listeners]) listener();
  }
}
