import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { AdditionalFieldValues } from '../../core/addToCart';
import type { ShoppingCartResponse } from '../../core/api/cartResponseSchemas';
import { CartLineEditor, IDLE_LINE } from '../../core/cart/CartLineEditor';
import type { CartSnapshot, CartStore } from '../../core/cart/CartStore';
import { cartView, type CartLineView } from '../../core/cart/cartView';
import { checkoutPageUrl } from '../../core/cart/checkoutPageUrl';
import { readCartJson } from '../../core/cart/readCartJson';
import type { Message } from '../../core/i18n';
import { reportError } from '../../core/telemetry/reportError';
import { LazyAdditionalFieldsModal } from '../add-to-cart/LazyAdditionalFieldsModal';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { currentSiteServices } from '../page/currentSiteServices';
import { dispatchStoreEvent } from '../mounting/dispatchStoreEvent';
import { getPageContext } from '../page/getPageContext';
import { loadStorefront } from '../page/loadStorefront';
import { startCart } from '../page/startCart';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { useStore, type Subscribable } from '../mounting/useStore';
import type { storeCartAttributes } from './element';

type Props = StoreComponentProps<typeof storeCartAttributes>;

/** What the cart shows: its store's snapshot, or before the store arrives the page's cart JSON (else loading), or an unreachable cart layer. */
type ShownCart = Pick<CartSnapshot, 'status' | 'cart' | 'recalculating'> & { readonly error: { readonly userMessage: Message } | null };

const UNREACHABLE: Message = { key: 'api.error.network' };

/** The cart JSON the page put inside the element, if any; a bad one is logged and left out. */
function scriptCart(host: HTMLElement): ShoppingCartResponse | null {
  const script = host.querySelector(':scope > script[type="application/json"]');
  if (!script?.textContent) return null;
  try {
    return readCartJson(script.textContent);
  } catch (error) {
    console.error(`[storefront-elements] <store-cart> JSON script: ${(error as Error).message}`);
    return null;
  }
}

/** A cart store on its way: the store itself when the page (or host) has one, else the page's made once the cart layer has loaded, with the page's cart JSON in it; and the line editor over it. */
function cartSession(known: CartStore | undefined, shown: ShoppingCartResponse | null): { ready: CartStore | Promise<CartStore>; editor: CartLineEditor } {
  const ready =
    known ??
    loadStorefront().then(({ getStorefront }) => {
      const store = getStorefront().cart;
      if (shown) store.hydrate(shown);
      return store;
    });
  return { ready, editor: new CartLineEditor(ready) };
}

/** The cart shown until its store arrives: the page's cart JSON or loading, or when the cart layer could not load, 'We could not reach the store'. */
function pendingCart(shown: ShoppingCartResponse | null, failed: boolean): Subscribable<ShownCart> {
  const snapshot: ShownCart =
    failed && !shown ? { status: 'error', cart: null, recalculating: false, error: { userMessage: UNREACHABLE } } : { status: shown ? 'ready' : 'idle', cart: shown, recalculating: false, error: null };
  return { subscribe: () => () => undefined, getSnapshot: () => snapshot };
}

interface LineProps {
  readonly line: CartLineView;
  readonly editor: CartLineEditor;
  readonly onEdit: (line: CartLineView, opener: HTMLButtonElement) => void;
  readonly host: HTMLElement;
}

function CartLine({ line, editor, onEdit, host }: LineProps) {
  const { t, render, money } = useTranslator();
  const state = useStore(editor)[line.id] ?? IDLE_LINE;
  const inputId = useId();
  const errorId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const announce = (action: 'quantity' | 'remove', ok: boolean) => {
    const error = editor.line(line.id).error;
    dispatchStoreEvent(host, 'store-cart-line-change', { entryId: line.id, itemId: line.itemId, action, ok, message: error ? render(error) : null });
  };
  const commit = async () => {
    const outcome = await editor.commitQuantity(line.id);
    if (outcome === 'updated' || outcome === 'failed') announce('quantity', outcome === 'updated');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    }
  };
  const remove = async () => announce('remove', await editor.remove(line.id));
  const attributes = line.attributes.map(({ name, value }) => `${name}: ${value}`).join(', ');
  return (
    <li part="line" data-state={state.busy ? 'busy' : state.error ? 'error' : 'idle'} aria-busy={state.busy ? true : undefined}>
      <div part="line-item">
        <a part="line-title" href={line.productUrl}>
          {line.title}
        </a>
        {attributes ? <p part="line-attributes">{attributes}</p> : null}
        <p part="line-unit-price">{t('cart.page.unitPrice', { price: money(line.unitPrice) })}</p>
        {line.answers.length > 0 ? (
          <div part="answers">
            <p part="answers-title">{t('cart.page.answersTitle')}</p>
            <dl part="answer-list">
              {line.answers.map((answer) => (
                <div part="answer" key={answer.fieldId}>
                  <dt part="answer-title">{answer.title}</dt>
                  <dd part="answer-value">{render(answer.value)}</dd>
                </div>
              ))}
            </dl>
            {line.form ? (
              <button part="edit-answers" type="button" ref={editButton} disabled={state.busy !== null} onClick={() => editButton.current && onEdit(line, editButton.current)}>
                {t('cart.page.editAnswers')}
                <span className="visually-hidden">{t('cart.page.itemSuffix', { title: line.title })}</span>
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div part="line-quantity">
        <label part="quantity-label" htmlFor={inputId}>
          {t('cart.page.quantityLabel')}
          <span className="visually-hidden">{t('cart.page.itemSuffix', { title: line.title })}</span>
        </label>
        <input
          part="quantity"
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={9999}
          step={1}
          size={4}
          value={state.draft ?? String(line.quantity)}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={errorId}
          readOnly={state.busy !== null}
          onChange={(event) => editor.setQuantityText(line.id, event.currentTarget.value)}
          onBlur={() => void commit()}
          onKeyDown={onKeyDown}
        />
        <button part="remove" type="button" disabled={state.busy !== null} onClick={() => void remove()}>
          {t('cart.page.remove')}
          <span className="visually-hidden">{t('cart.page.itemSuffix', { title: line.title })}</span>
        </button>
      </div>
      <p part="line-total">
        <span className="visually-hidden">{t('cart.page.lineTotal')} </span>
        {money(line.lineTotal)}
      </p>
      <p part="line-error" id={errorId} aria-live="polite">
        {state.error ? render(state.error) : ''}
      </p>
    </li>
  );
}

/** Renders the full-page cart from the page's cart store: lines, totals, coupons, notes, checkout; edits go through CartLineEditor. */
export function StoreCart({ host, attributes }: Props) {
  const { t, render, money } = useTranslator();
  const [initial] = useState(() => {
    const store = (host as { cartStore?: CartStore }).cartStore ?? currentSiteServices()?.cart;
    const shown = scriptCart(host);
    if (store && shown) store.hydrate(shown);
    return { store, shown };
  });
  const [cart, setCart] = useState(initial.store);
  const [session, setSession] = useState(() => cartSession(initial.store, initial.shown));
  const [layerFailed, setLayerFailed] = useState(false);
  const { editor } = session;
  useLayoutEffect(() => {
    const { ready } = session;
    if (!(ready instanceof Promise)) return startCart(ready);
    let mounted = true;
    ready.then(
      (store) => {
        startCart(store);
        if (mounted) setCart(store);
      },
      (error: unknown) => {
        reportError(error, { feature: 'cart' });
        if (mounted) setLayerFailed(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, [session]);
  const pending = useMemo(() => pendingCart(initial.shown, layerFailed), [initial, layerFailed]);
  const snapshot = useStore<ShownCart>(cart ?? pending);
  const retry = () => {
    if (cart) {
      void cart.refresh();
      return;
    }
    setLayerFailed(false);
    setSession(cartSession(undefined, initial.shown));
  };
  const currency = getPageContext()?.currency;
  const view = useMemo(
    () => cartView(snapshot.cart, { productUrl: attributes['product-url'], ...(currency ? { currency } : {}) }),
    [snapshot.cart, attributes, currency],
  );
  const known = snapshot.status === 'ready' || (snapshot.status === 'error' && snapshot.cart !== null);
  const state = !known ? (snapshot.status === 'error' ? 'error' : 'loading') : view.empty ? 'empty' : snapshot.recalculating ? 'recalculating' : 'ready';
  useHostState(host, state);
  const announcedReady = useRef(false);
  useEffect(() => {
    if (!known || announcedReady.current) return;
    announcedReady.current = true;
    dispatchStoreEvent(host, 'store-cart-ready', { lines: view.lines.length });
  }, [host, known, view.lines.length]);

  const [editing, setEditing] = useState<{ line: CartLineView; error: string | null } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onEdit = useCallback((line: CartLineView, button: HTMLButtonElement) => {
    opener.current = button;
    setEditing({ line, error: null });
  }, []);
  const cancelEdit = useCallback(() => setEditing(null), []);
  const saveAnswers = useCallback(
    async (values: AdditionalFieldValues) => {
      if (!editing?.line.form) return;
      const result = await editor.saveAnswers(editing.line.id, editing.line.form, values);
      dispatchStoreEvent(host, 'store-cart-line-change', {
        entryId: editing.line.id,
        itemId: editing.line.itemId,
        action: 'answers',
        ok: result.status === 'saved',
        message: result.status === 'failed' ? render(result.message) : null,
      });
      if (result.status === 'saved') setEditing(null);
      else if (result.status === 'failed') setEditing({ line: editing.line, error: render(result.message) });
    },
    [editing, editor, host, render],
  );

  if (!known) {
    return (
      <div part="cart" aria-busy={snapshot.status === 'error' ? undefined : true}>
        {snapshot.status === 'error' && snapshot.error ? (
          <p part="status" role="alert">
            {render(snapshot.error.userMessage)}{' '}
            <button part="retry" type="button" onClick={retry}>
              {t('cart.page.retry')}
            </button>
          </p>
        ) : (
          <p part="status">{t('cart.page.loading')}</p>
        )}
      </div>
    );
  }

  if (view.empty) {
    return (
      <div part="cart">
        <p part="empty">{t('cart.page.empty')}</p>
        <a part="continue" href={attributes['continue-url']}>
          {t('cart.page.continueShopping')}
        </a>
      </div>
    );
  }

  const busy = snapshot.recalculating;
  const { totals } = view;
  const rows: [string, string][] = [
    ['cart.page.subtotal', money(totals.subtotal)],
    ['cart.page.tax', money(totals.tax)],
    ['cart.page.shipping', money(totals.shipping)],
    ['cart.page.discount', totals.discount.isZero() ? money(totals.discount) : t('cart.page.discountAmount', { amount: money(totals.discount) })],
  ];
  const submitEdit = (values: AdditionalFieldValues) => void saveAnswers(values);
  return (
    <div part="cart">
      <ul part="lines" aria-label={t('cart.page.linesLabel')}>
        {view.lines.map((line) => (
          <CartLine key={line.id} line={line} editor={editor} onEdit={onEdit} host={host} />
        ))}
      </ul>
      <section part="summary" aria-label={t('cart.page.summaryLabel')} aria-busy={busy ? true : undefined} data-state={busy ? 'recalculating' : 'idle'}>
        <dl part="totals">
          {rows.map(([key, amount]) => (
            <div part="total-row" key={key}>
              <dt>{t(key)}</dt>
              <dd>{amount}</dd>
            </div>
          ))}
          <div part="total-row grand-total">
            <dt>{t('cart.page.grandTotal')}</dt>
            <dd>{money(totals.grandTotal)}</dd>
          </div>
        </dl>
        <p part="total-quantity">{t('cart.page.totalQuantity', { count: view.totalQuantity })}</p>
        {view.validCoupons.length + view.invalidCoupons.length > 0 ? (
          <ul part="coupons">
            {view.validCoupons.map((code) => (
              <li part="coupon" data-valid="true" key={`valid-${code}`}>
                {t('cart.page.couponValid', { code })}
              </li>
            ))}
            {view.invalidCoupons.map((code) => (
              <li part="coupon coupon-invalid" data-valid="false" key={`invalid-${code}`}>
                {t('cart.page.couponInvalid', { code })}
              </li>
            ))}
          </ul>
        ) : null}
        {view.fulfilment ? (
          <p part="fulfilment-note">{t(view.fulfilment === 'purely-digital' ? 'cart.page.purelyDigital' : 'cart.page.requiresShipping')}</p>
        ) : null}
        <a part="checkout" href={checkoutPageUrl(attributes['checkout-url'], view.version)} target="_self">
          {t('cart.page.checkout')}
        </a>
      </section>
      {editing?.line.form ? (
        <LazyAdditionalFieldsModal
          form={editing.line.form}
          initialValues={editing.line.answerValues}
          submitLabel={t('cart.page.saveAnswers')}
          error={editing.error}
          onSubmit={submitEdit}
          onCancel={cancelEdit}
          returnFocusTo={opener}
        />
      ) : null}
    </div>
  );
}
