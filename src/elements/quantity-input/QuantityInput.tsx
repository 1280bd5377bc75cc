import { useEffect, useId, useLayoutEffect, useMemo, type ChangeEvent } from 'react';
import { isQuantityInputShown } from '../../core/product/quantityInput';
import { QUANTITY_INPUT_SIZE, QUANTITY_MAX, QUANTITY_MIN } from '../../core/product/quantityLimits';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { dispatchStoreEvent } from '../mounting/dispatchStoreEvent';
import { useTranslator } from '../i18n/translator';
import { useFormCallbacks } from '../mounting/useFormCallbacks';
import { useHostState } from '../mounting/useHostState';
import { useSelection } from '../selection/useSelection';
import type { quantityInputAttributes } from './element';

type Props = StoreComponentProps<typeof quantityInputAttributes>;

/** The quantity input; writes the raw quantity to the product's selection store and the form. */
export function QuantityInput({ host, attributes }: Props) {
  const { t } = useTranslator();
  const { store, selection } = useSelection(host, attributes.product);
  const id = useId();
  const product = selection.product;
  const shown =
    product !== null &&
    isQuantityInputShown({
      productType: product.structuredContent.productType,
      multipleQuantityAllowedForServices: attributes['multiple-quantity-for-services'] === 'true',
      excluded: attributes.excluded,
      maxQuantity: attributes['max-quantity'],
    });
  useHostState(host, product === null ? 'loading' : shown ? 'shown' : 'hidden');

  const defaultQuantity = String(attributes.value);
  useLayoutEffect(() => {
    store?.setQuantity(defaultQuantity);
  }, [store, defaultQuantity]);

  const formCallbacks = useMemo(
    () => ({
      reset: () => store?.setQuantity(defaultQuantity),
      restore: (state: unknown) => {
        if (typeof state === 'string') store?.setQuantity(state);
      },
    }),
    [store, defaultQuantity],
  );
  useFormCallbacks(host, formCallbacks);

  useEffect(() => {
    host.internals?.setFormValue(shown ? selection.quantity : null);
  }, [host, shown, selection.quantity]);

  if (product !== null && !shown) return null;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const quantity = event.currentTarget.value;
    store?.setQuantity(quantity);
    dispatchStoreEvent(host, 'store-quantity-change', { productId: product?.id ?? '', quantity });
  };
  return (
    <div part="field">
      <label part="label" htmlFor={id}>
        {t('quantityInput.label')}
      </label>
      <input
        part="input"
        id={id}
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        size={QUANTITY_INPUT_SIZE}
        name={attributes.name}
        value={selection.quantity}
        disabled={product === null}
        onChange={onChange}
      />
    </div>
  );
}
