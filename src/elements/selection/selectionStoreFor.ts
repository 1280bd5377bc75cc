import { SelectionStore } from '../../core/selection';

/** Where a `<store-product>` element keeps its selection store; a global symbol, so every copy of the bundle agrees. */
const SELECTION = Symbol.for('storefront-elements.selection');

/** Where a document keeps the selection stores shared by `<store-product>` elements carrying the same `product-id`. */
const SHARED_BY_PRODUCT_ID = Symbol.for('storefront-elements.selection-by-product-id');

type SelectionHolder = Element & { [SELECTION]?: SelectionStore };
type SharedSelections = Document & { [SHARED_BY_PRODUCT_ID]?: Map<string, SelectionStore> };

/**
 * The selection store of a `<store-product>` element, created on first request (children may upgrade first).
 * Elements with the same `product-id` share one store, so a template's separate variant select, quantity input and
 * add-to-cart wrappers for one product act on the same selection.
 */
export function selectionStoreFor(productElement: Element): SelectionStore {
  const holder = productElement as SelectionHolder;
  const existing = holder[SELECTION];
  if (existing) return existing;
  const productId = productElement.getAttribute('product-id');
  if (!productId) return (holder[SELECTION] = new SelectionStore());
  const shared = ((productElement.ownerDocument as SharedSelections)[SHARED_BY_PRODUCT_ID] ??= new Map<string, SelectionStore>());
  let store = shared.get(productId);
  if (!store) {
    store = new SelectionStore();
    shared.set(productId, store);
  }
  return (holder[SELECTION] = store);
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
