import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  AddToCartController,
  AddToCartMachine,
  addToCartDestinations,
  addToCartLabel,
  createAddToCartServices,
  type AdditionalFieldValues,
} from '../../core/addToCart';
import type { StoreComponentProps } from '../base/StoreComponentProps';
import { dispatchStoreEvent } from '../base/dispatchStoreEvent';
import { getStorefront, isCartStarted, startCart, type Storefront } from '../base/storefront';
import { useTranslator } from '../base/translator';
import { useDomListeners } from '../base/useDomListeners';
import { useHostState } from '../base/useHostState';
import { useSelection } from '../base/useSelection';
import { useStore } from '../base/useStore';
import { LazyAdditionalFieldsModal } from './LazyAdditionalFieldsModal';
import { AlertDialog } from './AlertDialog';
import type { addToCartAttributes } from './element';

type Props = StoreComponentProps<typeof addToCartAttributes>;

interface Alert {
  readonly title: string;
  readonly message: string;
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
  const [{ api, cart }] = useState<Storefront>(() => (host as { storefront?: Storefront }).storefront ?? getStorefront());
  const controller = useMemo(
    () => new AddToCartController(createAddToCartServices(api, cart), addToCartDestinations(checkoutUrl, subscriptionUrl, giftCardUrl), machine),
    [api, cart, machine, checkoutUrl, subscriptionUrl, giftCardUrl],
  );
  const cartStarted = isCartStarted(useStore(cart).status);
  useLayoutEffect(() => startCart(cart), [cart]);
  useLayoutEffect(() => {
    host.dataset.cart = cartStarted ? 'started' : 'waiting';
  }, [host, cartStarted]);
  const state = useStore(machine);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const { mode } = attributes;
  const product = selection.product;
  const unavailable = product === null || attributes.disabled;
  useHostState(host, state);

  useEffect(() => {
    dispatchStoreEvent(host, 'store-state-change', { state });
  }, [host, state]);

  useEffect(() => () => machine.reset(), [machine]);

  const activate = useCallback(
    async (additionalFields?: AdditionalFieldValues) => {
      if (!store) return;
      const current = store.getSnapshot();
      if (!current.product || attributes.disabled || !isCartStarted(cart.getSnapshot().status)) return;
      const request = {
        mode,
        product: current.product,
        selection: { chosen: current.chosen, variant: current.variant, quantity: current.quantity },
        ...(additionalFields ? { additionalFields } : {}),
      };
      const outcome = await controller.activate(request);
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
          return;
      }
    },
    [store, cart, controller, mode, host, attributes.disabled],
  );

  const buttonRef = useDomListeners(
    {
      click: () => void activate(),
      keydown: (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          void activate();
        }
      },
    },
    button,
  );
  const closeAlert = useCallback(() => setAlert(null), []);
  const cancelForm = useCallback(() => setFormOpen(false), []);
  const submitForm = useCallback(
    (values: AdditionalFieldValues) => {
      setFormOpen(false);
      void activate(values);
    },
    [activate],
  );

  const label = addToCartLabel(state, mode, product, attributes.label);
  const form = product?.structuredContent.additionalFieldsForm;
  return (
    <>
      <button
        part="button"
        type="button"
        ref={buttonRef}
        disabled={attributes.disabled}
        aria-disabled={unavailable || state === 'adding' || state === 'added' ? true : undefined}
        aria-busy={state === 'adding' ? true : undefined}
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
