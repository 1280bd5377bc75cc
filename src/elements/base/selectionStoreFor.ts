import { SelectionStore } from '../../core/selection';

/** Where a `<store-product>` element keeps its selection store; a global symbol, so every copy of the bundle agrees. */
const SELECTION = Symbol.for('storefront-elements.selection');

type SelectionHolder = Element & { [SELECTION]?: SelectionStore };

/** The selection store of a `<store-product>` element, created on first request (children may upgrade first). */
export function selectionStoreFor(productElement: Element): SelectionStore {
  const holder = productElement as SelectionHolder;
  holder[SELECTION] ??= new SelectionStore();
  return holder[SELECTION];
}

/** The `<store-product>` an element belongs to: the one whose id is `productId`, else the nearest ancestor. */
export function findProductElement(host: Element, productId: string | undefined): Element | null {
  if (productId) {
    const root = host.getRootNode() as Document | ShadowRoot;
    const byId = (typeof root.getElementById === 'function' ? root.getElementById(productId) : null) ?? host.ownerDocument.getElementById(productId);
    return byId?.localName === 'store-product' ? byId : null;
  }
  return host.closest('store-product');
}
