/** One user timing our elements produced, measured with performance.measure. */
export interface UserTiming {
  /** Measure name, one of USER_TIMING_NAMES. */
  readonly name: string;
  /** Start, ms since the time origin. */
  readonly startTime: number;
  /** Duration in ms. */
  readonly duration: number;
}

/** Names of our performance marks and measures. */
export const USER_TIMING_NAMES = {
  /** Mark: the shopper clicked (or pressed Enter/Space on) an add-to-cart button. */
  addToCartClick: 'store-add-to-cart:click',
  /** Measure: click until the button shows 'Adding…'. */
  addToCartAdding: 'store-add-to-cart:click-to-adding',
  /** Measure: click until the button shows 'Added!'. */
  addToCartAdded: 'store-add-to-cart:click-to-added',
  /** Measure: navigation start until the cart page is ready (`store-cart-ready`). */
  cartReady: 'store-cart:ready',
  /** Mark: a form was submitted (`store-form-submit`). */
  formSubmit: 'store-form:submit',
  /** Measure: submit until `store-form-success`. */
  formSuccess: 'store-form:submit-to-success',
  /** Measure: submit until `store-form-error`. */
  formError: 'store-form:submit-to-error',
} as const;

type Clock = Pick<Performance, 'now' | 'mark' | 'measure'>;

/**
 * Marks and measures add-to-cart (click → 'Adding…' → 'Added!', from `store-state-change`), cart page ready
 * (`store-cart-ready`) and form submit (`store-form-submit` → `store-form-success` / `store-form-error`) on `target`,
 * calling `onTiming` with each measure; returns the stop function.
 */
export function observeUserTimings(target: EventTarget, onTiming: (timing: UserTiming) => void, clock: Clock = performance): () => void {
  const clicks = new WeakMap<EventTarget, number>();
  const submits = new WeakMap<EventTarget, number>();
  const mark = (name: string, startTime: number): void => {
    try {
      clock.mark(name, { startTime });
    } catch {
      // marks are best effort
    }
  };
  const measure = (name: string, start: number): void => {
    const end = clock.now();
    try {
      clock.measure(name, { start, end });
    } catch {
      // measures are best effort
    }
    onTiming({ name, startTime: start, duration: end - start });
  };
  const finishSubmit = (event: Event, name: string): void => {
    const start = event.target ? submits.get(event.target) : undefined;
    if (start === undefined) return;
    submits.delete(event.target!);
    measure(name, start);
  };
  const addToCartHost = (event: Event): EventTarget | undefined => event.composedPath().find((node) => (node as Element).localName === 'store-add-to-cart');

  const listeners: Record<string, (event: Event) => void> = {
    click(event) {
      const host = addToCartHost(event);
      if (!host) return;
      clicks.set(host, event.timeStamp);
      mark(USER_TIMING_NAMES.addToCartClick, event.timeStamp);
    },
    keydown(event) {
      const { key } = event as KeyboardEvent;
      if (key === 'Enter' || key === ' ') listeners.click?.(event);
    },
    'store-state-change'(event) {
      const host = event.target;
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (!host) return;
      const start = clicks.get(host);
      if (state === 'adding') {
        const from = start ?? clock.now();
        clicks.set(host, from);
        measure(USER_TIMING_NAMES.addToCartAdding, from);
      } else if (state === 'added' && start !== undefined) {
        clicks.delete(host);
        measure(USER_TIMING_NAMES.addToCartAdded, start);
      } else if (state === 'error') {
        clicks.delete(host);
      }
    },
    'store-cart-ready'() {
      measure(USER_TIMING_NAMES.cartReady, 0);
    },
    'store-form-submit'(event) {
      if (!event.target) return;
      const now = clock.now();
      submits.set(event.target, now);
      mark(USER_TIMING_NAMES.formSubmit, now);
    },
    'store-form-success'(event) {
      finishSubmit(event, USER_TIMING_NAMES.formSuccess);
    },
    'store-form-error'(event) {
      finishSubmit(event, USER_TIMING_NAMES.formError);
    },
  };
  for (const [type, listener] of Object.entries(listeners)) target.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of Object.entries(listeners)) target.removeEventListener(type, listener, true);
  };
}
