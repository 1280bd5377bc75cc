import { isScarcityShown } from '../../core/product/scarcity';
import { scarcityMessage } from '../../core/selection';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { useSelection } from '../selection/useSelection';
import type { scarcityAttributes } from './element';

type Props = StoreComponentProps<typeof scarcityAttributes>;

/** Renders the scarcity message when the product rules allow it. */
export function Scarcity({ host, attributes }: Props) {
  const { translator } = useTranslator();
  const { product, variant } = useSelection(host, attributes.product).selection;
  const shown = product !== null && variant !== null && isScarcityShown(product, variant, attributes.view);
  useHostState(host, product === null ? 'loading' : shown ? 'shown' : 'hidden');
  if (!shown || !product || !variant) return null;
  return (
    <p part="message" role="status">
      {scarcityMessage(product, variant, translator)}
    </p>
  );
}
