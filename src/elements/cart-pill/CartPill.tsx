import { useId, useState } from 'react';
import type { CartSnapshot } from '../../core/cart/CartStore';
import { cartPillLabel } from '../../core/cart/cartPillLabel';
import { Money } from '../../core/money/Money';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { getPageContext } from '../page/getPageContext';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { usePageCart } from '../page/usePageCart';
import { useStore, type Subscribable } from '../mounting/useStore';
import type { cartPillAttributes } from './element';

type Props = StoreComponentProps<typeof cartPillAttributes>;

type ShownCart = Pick<CartSnapshot, 'totalQuantity' | 'subtotal' | 'pill'>;

/** Stands for the cart until its store is known: no items, as a cart store shows before it has loaded. */
function unknownCart(): Subscribable<ShownCart> {
  const snapshot: ShownCart = { totalQuantity: 0, subtotal: Money.zero(getPageContext()?.currency), pill: cartPillLabel(0) };
  return { subscribe: () => () => undefined, getSnapshot: () => snapshot };
}

/**
 * Renders the cart store's snapshot as a pill, named by its visible text and described by the spec's aria text; hidden while empty.
 * Its cart layer loads after the first render; until then it shows the page's cart store when another element made it, else no items.
 */
export function CartPill({ host, attributes }: Props) {
  const { t, render, money } = useTranslator();
  const cart = usePageCart(host, 'cart-pill');
  const [unknown] = useState(unknownCart);
  const snapshot = useStore<ShownCart>(cart ?? unknown);
  const descriptionId = useId();
  const empty = snapshot.totalQuantity === 0;
  useHostState(host, empty ? 'empty' : 'filled');
  return (
    <a part="pill" href={attributes.href} target="_self" aria-describedby={descriptionId} aria-hidden={empty ? true : undefined} tabIndex={empty ? -1 : undefined}>
      <svg part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      <span part="count">
        <span part="quantity">{render(snapshot.pill.text)}</span> <span part="suffix">{t('cartPill.suffix', { count: snapshot.totalQuantity })}</span>
      </span>{' '}
      <span part="subtotal">{money(snapshot.subtotal)}</span>
      <span id={descriptionId} hidden>
        {render(snapshot.pill.description)}
      </span>
    </a>
  );
}
