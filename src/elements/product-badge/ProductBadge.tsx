import { productBadge, productBadgeMessage } from '../../core/product/productBadge';
import { storeSettingsOf } from '../../core/selection';
import type { StoreComponentProps } from '../base/StoreComponentProps';
import { useTranslator } from '../base/translator';
import { useHostState } from '../base/useHostState';
import { useSelection } from '../base/useSelection';
import type { productBadgeAttributes } from './element';

type Props = StoreComponentProps<typeof productBadgeAttributes>;

/** Renders the badge chosen by the product rules, for the chosen variant once there is one. */
export function ProductBadge({ host, attributes }: Props) {
  const { render } = useTranslator();
  const { product, variant } = useSelection(host, attributes.product).selection;
  const badge = product ? productBadge(product, variant) : null;
  useHostState(host, badge ?? 'loading');
  const message = product ? productBadgeMessage(product, storeSettingsOf(product).customSoldOutText, variant) : null;
  if (message === null) return null;
  return (
    <span part="badge">
      <span>{render(message)}</span>
    </span>
  );
}
