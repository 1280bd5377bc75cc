import { isScarcityShown } from '../../core/product/scarcity';
import { scarcityMessage } from '../../core/selection';
import type { StoreComponentProps } from '../base/StoreComponentProps';
import { useTranslator } from '../base/translator';
import { useHostState } from '../base/useHostState';
import { useSelection } from '../base/useSelection';
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
