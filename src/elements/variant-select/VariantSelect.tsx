import { useEffect, useId, useLayoutEffect, useMemo, type ChangeEvent } from 'react';
import { isVariantInStock } from '../../core/product/availability';
import { optionValueChoice, soldOutMessage, variantSelectPrompt } from '../../core/selection';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { dispatchStoreEvent } from '../mounting/dispatchStoreEvent';
import { useTranslator } from '../i18n/translator';
import { useFormCallbacks } from '../mounting/useFormCallbacks';
import { useHostState } from '../mounting/useHostState';
import { useSelection } from '../selection/useSelection';
import type { variantSelectAttributes } from './element';

type Props = StoreComponentProps<typeof variantSelectAttributes>;

/** One select per option; choosing writes to the product's selection store. */
export function VariantSelect({ host, attributes }: Props) {
  const { render } = useTranslator();
  const { store, selection } = useSelection(host, attributes.product);
  const baseId = useId();
  const { product, options, chosen, variant } = selection;
  useHostState(host, product === null ? 'loading' : options.length === 0 ? 'empty' : variant ? 'selected' : 'unselected');

  useEffect(() => {
    host.internals?.setFormValue(variant?.id ?? null);
  }, [host, variant]);

  const requested = attributes.value;
  useLayoutEffect(() => {
    if (!store || !product || !requested) return;
    if (!store.selectVariant(requested)) {
      console.warn(`[storefront-elements] <store-variant-select> attribute "value" is "${requested}" but product "${product.id}" has no such variant; ignored.`);
    }
  }, [store, product, requested]);

  const formCallbacks = useMemo(
    () => ({
      reset: () => {
        if (!store) return;
        if (!requested || !store.selectVariant(requested)) store.clearChoices();
      },
      restore: (state: unknown) => {
        if (store && typeof state === 'string') store.selectVariant(state);
      },
    }),
    [store, requested],
  );
  useFormCallbacks(host, formCallbacks);

  if (product === null || options.length === 0 || !store) return null;
  const onChange = (name: string) => (event: ChangeEvent<HTMLSelectElement>) => {
    store.chooseOption(name, event.currentTarget.value);
    const next = store.getSnapshot();
    if (next.variant) dispatchStoreEvent(host, 'store-variant-change', { productId: product.id, variant: next.variant, chosen: next.chosen });
  };
  const soldOut = variant !== null && !isVariantInStock(variant) ? soldOutMessage(product) : null;
  return (
    <>
      <div part="options">
        {options.map((option, index) => {
          const id = `${baseId}-${index}`;
          return (
            <div part="option" key={option.name}>
              <label part="label" htmlFor={id}>
                {option.name}
              </label>
              <select part="select" id={id} value={chosen[option.name] ?? ''} onChange={onChange(option.name)}>
                <option value="">{render(variantSelectPrompt(product, option.name, attributes['select-text']))}</option>
                {option.values.map((value) => {
                  const choice = optionValueChoice(product, chosen, option.name, value);
                  return (
                    <option key={value} value={value} disabled={choice.disabled}>
                      {render(choice.label)}
                    </option>
                  );
                })}
              </select>
            </div>
          );
        })}
      </div>
      {soldOut !== null ? (
        <p part="sold-out" role="status">
          {render(soldOut)}
        </p>
      ) : null}
    </>
  );
}
