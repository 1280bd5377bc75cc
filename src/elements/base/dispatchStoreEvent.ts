import type { StoreEventDetails } from '../events';

/** Dispatches a namespaced `store-*` event from `target`: bubbling, composed, typed by StoreEventMap. */
export function dispatchStoreEvent<Type extends keyof StoreEventDetails>(
  target: EventTarget,
  type: Type,
  detail: StoreEventDetails[Type],
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: false }));
}
