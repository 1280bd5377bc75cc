import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  AddToCartMachine,
  addItemPurposeOf,
  addToCartLabel,
  type AddToCartController,
  type AddToCartOutcome,
  type AddToCartRequest,
  type AdditionalFieldValues,
  type AnnounceAdd,
} from '../../core/addToCart';
import { addItemErrorTitle } from '../../core/api/addItemErrorTitle';
import { isSoldOutFor } from '../../core/product/availability';
import type { CartSnapshot, CartStatus, CartStore } from '../../core/cart/CartStore';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { dispatchStoreEvent } from '../mounting/dispatchStoreEvent';
import { currentSiteServices } from '../page/currentSiteServices';
import { pageCartLoadsAtStart } from '../page/pageCartLoadsAtStart';
import type { Storefront } from '../page/storefront';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { useLayerAfterFirstRender } from '../layers/useLayerAfterFirstRender';
import { useSelection } from '../selection/useSelection';
import { useStore, type Subscribable } from '../mounting/useStore';
import { LazyAdditionalFieldsModal } from './LazyAdditionalFieldsModal';
import { AlertDialog } from './AlertDialog';
import type { addToCartAttributes } from './element';
import { loadStartAddToCart } from './loadStartAddToCart';
import type { StartedAddToCart } from './startAddToCart';

type Props = StoreComponentProps<typeof addToCartAttributes>;

interface Alert {
  readonly title: string;
  readonly message: string;
}

/** Stands for the cart store until the cart layer has loaded, when no element made the page's store yet. */
const NOT_STARTED: Pick<CartSnapshot, 'status'> = { status: 'idle' };
const UNKNOWN_CART: Subscribable<Pick<CartSnapshot, 'status'>> = { subscribe: () => () => undefined, getSnapshot: () => NOT_STARTED };

/** Whether the button can be shown and used: the cart has started (loaded, or failed to), or before its store starts, the page does not load it at start (spec §4). */
function cartStarted(status: CartStatus, loadsAtStart: boolean): boolean {
  return status === 'idle' ? !loadsAtStart : status === 'ready' || status === 'error';
}

/** Navigates the page; a separate function so a cancelled store-cart-add can skip it. */
function navigate(url: string): void {
  window.location.assign(url);
}

/** Renders the add-to-cart state machine, its alert dialog and the additional-fields modal. */
export function AddToCart({ host, attributes }: Props) {
  const { render } = useTranslator();
  const { store, selection } = useSelection(host, attributes.product);
  const [machine] = useState(() => new AddToCartMachine());
  const checkoutUrl = attributes['checkout-url'];
  const subscriptionUrl = attributes['subscription-url'];
  const giftCardUrl = attributes['gift-card-url'];
  const [injected] = useState(() => (host as { storefront?: Storefront }).storefront);
  const [{ cart: known, loadsAtStart }] = useState(() => {
    const services = injected ?? currentSiteServices();
    return { cart: services?.cart, loadsAtStart: pageCartLoadsAtStart(services) };
  });
  const [cart, setCart] = useState<CartStore | undefined>(known);
  const layer = useRef<StartedAddToCart | null>(null);
  const layerFailed = useLayerAfterFirstRender(
    loadStartAddToCart,
    ({ startAddToCart }) => {
      const started = startAddToCart(injected);
      layer.current = started;
      if (!(started.cart.getSnapshot().status === 'ready' && !loadsAtStart)) setCart(started.cart);
    },
    'add-to-cart',
  );
  const { status } = useStore<Pick<CartSnapshot, 'status'>>(cart ?? UNKNOWN_CART);
  const started = layerFailed || cartStarted(status, loadsAtStart);
  const startedNow = useRef(started);
  startedNow.current = started;
  useLayoutEffect(() => {
    host.dataset.cart = started ? 'started' : 'waiting';
  }, [host, started]);
  const state = useStore(machine);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { mode } = attributes;
  const product = selection.product;
  const soldOut = product !== null && isSoldOutFor(product, selection.variant);
  const unavailable = product === null || attributes.disabled || soldOut;
  useHostState(host, soldOut ? 'sold-out' : state);

  useEffect(() => {
    dispatchStoreEvent(host, 'store-state-change', { state });
  }, [host, state]);

  useEffect(() => () => machine.reset(), [machine]);

  /** The button's controller while its pages stay the same, so that activating an intent whose answer was lost again repeats it. */
  const controller = useMemo((): { current: AddToCartController | null } => ({ current: null }), [injected, machine, checkoutUrl, subscriptionUrl, giftCardUrl]);

  /** The controller over the cart layer, loaded first when it has not arrived yet; a layer that cannot load fails the activation. */
  const act = useCallback(
    async (request: AddToCartRequest, announce: AnnounceAdd): Promise<AddToCartOutcome> => {
      try {
        layer.current ??= (await loadStartAddToCart()).startAddToCart(injected);
      } catch (error) {
        return { kind: 'failed', title: addItemErrorTitle(addItemPurposeOf(request.mode)), reason: { key: 'api.error.network' }, error };
      }
      controller.current ??= layer.current.controller({ checkoutUrl, subscriptionUrl, giftCardUrl }, machine);
      return controller.current.activate(request, announce);
    },
    [injected, machine, checkoutUrl, subscriptionUrl, giftCardUrl, controller],
  );

  const activate = useCallback(
    async (additionalFields?: AdditionalFieldValues) => {
      if (!store) return;
      const current = store.getSnapshot();
      if (!current.product || attributes.disabled || !startedNow.current) return;
      const request = {
        mode,
        product: current.product,
        selection: { chosen: current.chosen, variant: current.variant, quantity: current.quantity },
        ...(additionalFields ? { additionalFields } : {}),
      };
      const outcome = await act(request, (pending) => dispatchStoreEvent(host, 'store-cart-add-request', pending, { cancelable: true }));
      const productId = current.product.id;
      switch (outcome.kind) {
        case 'needs-additional-fields':
          setFormOpen(true);
          return;
        case 'failed': {
          const shown = { title: render(outcome.title), message: render(outcome.reason) };
          setAlert(shown);
          dispatchStoreEvent(host, 'store-cart-error', { productId, mode, ...shown, reason: outcome.reason });
          return;
        }
        case 'succeeded': {
          const detail = { productId, mode, variant: current.variant!, quantity: Number(current.quantity), redirectTo: outcome.redirectTo };
          const proceed = dispatchStoreEvent(host, 'store-cart-add', detail, { cancelable: true });
          if (proceed && outcome.redirectTo) navigate(outcome.redirectTo);
          return;
        }
        case 'ignored':
        case 'canceled':
          return;
      }
    },
    [store, act, mode, host, attributes.disabled],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void activate();
    }
  };
  const closeAlert = useCallback(() => setAlert(null), []);
  const cancelForm = useCallback(() => setFormOpen(false), []);
  const submitForm = useCallback(
    (values: AdditionalFieldValues) => {
      setFormOpen(false);
      void activate(values);
    },
    [activate],
  );

  const label = addToCartLabel(state, mode, product, attributes.label, selection.variant);
  const form = product?.structuredContent.additionalFieldsForm;
  return (
    <>
      <button
        part="button"
        type="button"
        ref={button}
        disabled={attributes.disabled}
        aria-disabled={unavailable || state === 'adding' || state === 'added' ? true : undefined}
        aria-busy={state === 'adding' ? true : undefined}
        onClick={() => void activate()}
        onKeyDown={onKeyDown}
      >
        <span part="label" aria-live="polite">
          {render(label)}
        </span>
      </button>
      {alert ? <AlertDialog title={alert.title} message={alert.message} onClose={closeAlert} returnFocusTo={button} /> : null}
      {formOpen && form ? <LazyAdditionalFieldsModal form={form} onSubmit={submitForm} onCancel={cancelForm} returnFocusTo={button} /> : null}
    </>
  );
}
