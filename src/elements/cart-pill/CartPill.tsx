import { useId, useLayoutEffect, useState } from 'react';
import type { CartStore } from '../../core/cart';
import type { StoreComponentProps } from '../base/StoreComponentProps';
import { getStorefront, startCart } from '../base/storefront';
import { useTranslator } from '../base/translator';
import { useHostState } from '../base/useHostState';
import { useStore } from '../base/useStore';
import type { cartPillAttributes } from './element';

type Props = StoreComponentProps<typeof cartPillAttributes>;

/** Renders the cart store's snapshot as a pill, named by its visible text and described by the spec's aria text; hidden while empty. */
export function CartPill({ host, attributes }: Props) {
  const { t, render, money } = useTranslator();
  const [cart] = useState<CartStore>(() => (host as { cartStore?: CartStore }).cartStore ?? getStorefront().cart);
  const snapshot = useStore(cart);
  useLayoutEffect(() => startCart(cart), [cart]);
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
      <span part="quantity">{render(snapshot.pill.text)}</span>{' '}
      <span part="suffix">{t('cartPill.suffix', { count: snapshot.totalQuantity })}</span>{' '}
      <span part="subtotal">{money(snapshot.subtotal)}</span>
      <span id={descriptionId} hidden>
        {render(snapshot.pill.description)}
      </span>
    </a>
  );
}
