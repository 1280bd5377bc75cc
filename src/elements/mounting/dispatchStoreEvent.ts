import type { StoreEventDetails } from '../events';

/** Dispatches a namespaced `store-*` event from `target`: bubbling, composed, typed by StoreEventMap; false when a cancelable one was cancelled. */
export function dispatchStoreEvent<Type extends keyof StoreEventDetails>(
  target: EventTarget,
  type: Type,
  detail: StoreEventDetails[Type],
  options: { readonly cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }));
}
