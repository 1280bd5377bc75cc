import { describe, expect, it, vi } from 'vitest';
import { parseProduct } from '../../../src/core/schemas';
import { SelectionStore } from '../../../src/core/selection';
import { pen, tee } from '../../elements/support/products';

describe('SelectionStore', () => {
  it('starts loading with quantity 1 and no variant', () => {
    const snapshot = new SelectionStore().getSnapshot();
    expect(snapshot).toMatchObject({ status: 'loading', product: null, variant: null, quantity: '1', complete: false });
  });

  it('selects the only variant of a product without options', () => {
    const store = new SelectionStore();
    store.setProduct(parseProduct(pen()));
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', complete: true });
    expect(store.getSnapshot().variant?.id).toBe('pen');
  });

  it('selects the matching variant only when every option is chosen, and unselects when one is cleared', () => {
    const store = new SelectionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setProduct(parseProduct(tee()));
    store.chooseOption('Size', 'M');
    expect(store.getSnapshot()).toMatchObject({ complete: false, variant: null });
    store.chooseOption('Color', 'Black');
    expect(store.getSnapshot().complete).toBe(true);
    expect(store.getSnapshot().variant?.id).toBe('tee-m-black');
    store.chooseOption('Size', '');
    expect(store.getSnapshot()).toMatchObject({ complete: false, variant: null, chosen: { Color: 'Black' } });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('keeps choices that still exist when the product is replaced, and drops the others', () => {
    const store = new SelectionStore();
    store.chooseOption('Size', 'M');
    store.chooseOption('Flavour', 'Mint');
    store.setProduct(parseProduct(tee()));
    expect(store.getSnapshot().chosen).toEqual({ Size: 'M' });
  });

  it('stores the quantity as typed and notifies only on change', () => {
    const store = new SelectionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setQuantity('1');
    expect(listener).not.toHaveBeenCalled();
    store.setQuantity('2.5');
    expect(store.getSnapshot().quantity).toBe('2.5');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('records a load error', () => {
    const store = new SelectionStore();
    store.setError({ key: 'productElement.unavailable' });
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: { key: 'productElement.unavailable' } });
  });
});

describe('SelectionStore.selectVariant', () => {
  it('chooses every option of a variant by id, and refuses unknown ids', () => {
    const store = new SelectionStore();
    store.setProduct(parseProduct(tee()));
    expect(store.selectVariant('tee-l-white')).toBe(true);
    expect(store.getSnapshot().chosen).toEqual({ Size: 'L', Color: 'White' });
    expect(store.getSnapshot().variant?.id).toBe('tee-l-white');
    expect(store.selectVariant('nope')).toBe(false);
    expect(store.getSnapshot().variant?.id).toBe('tee-l-white');
  });

  it('clearChoices unselects every option; a product without options keeps its only variant', () => {
    const store = new SelectionStore();
    store.setProduct(parseProduct(tee()));
    store.selectVariant('tee-m-black');
    store.clearChoices();
    expect(store.getSnapshot()).toMatchObject({ chosen: {}, complete: false, variant: null });
    const single = new SelectionStore();
    single.setProduct(parseProduct(pen()));
    single.clearChoices();
    expect(single.getSnapshot().variant?.id).toBe('pen');
  });
});
