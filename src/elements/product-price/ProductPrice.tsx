import { subscriptionPriceMessage } from '../../core/product/subscriptionPrice';
import { productPriceView } from '../../core/selection';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { useSelection } from '../selection/useSelection';
import type { productPriceAttributes } from './element';

type Props = StoreComponentProps<typeof productPriceAttributes>;

/** Renders the price view computed in core. */
export function ProductPrice({ host, attributes }: Props) {
  const { t, render, money } = useTranslator();
  const { selection } = useSelection(host, attributes.product);
  const { product, variant, options, complete } = selection;
  const selected = variant !== null && (options.length === 0 || complete) ? variant : null;
  const view = product ? productPriceView(product, selected) : null;
  useHostState(host, view === null ? 'loading' : view.kind === 'unavailable' ? 'unavailable' : selected ? 'selected' : 'initial');
  if (!product || !view) return <span part="price" aria-hidden="true">{'\u00a0'}</span>;
  switch (view.kind) {
    case 'unavailable':
      return <span part="unavailable">{t('product.priceUnavailable')}</span>;
    case 'subscription':
      return <span part="price">{render(subscriptionPriceMessage(product, money(view.price)))}</span>;
    case 'regular': {
      const price = money(view.price);
      return <span part="price">{view.from ? t('productPrice.from', { price }) : price}</span>;
    }
    case 'sale': {
      const original = money(view.original);
      const sale = money(view.sale);
      return (
        <>
          <del part="original">
            <span className="visually-hidden">{t('productPrice.original', { price: original })}</span>
            <span aria-hidden="true">{original}</span>
          </del>
          <ins part="sale">
            <span className="visually-hidden">{t('productPrice.current', { price: sale })}</span>
            <span aria-hidden="true">{sale}</span>
          </ins>
        </>
      );
    }
  }
}
