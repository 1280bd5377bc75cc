import { productBadge, productBadgeMessage } from '../../core/product/productBadge';
import { storeSettingsOf } from '../../core/selection';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { useSelection } from '../selection/useSelection';
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
