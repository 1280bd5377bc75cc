import { useCallback, useLayoutEffect, useRef, type MutableRefObject, type RefCallback } from 'react';

/** Native event handlers by event type. */
export type DomListeners = { readonly [Type in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[Type]) => void };

/**
 * A callback ref giving its element native listeners that always call the latest `listeners`, and keeping `ref` (when
 * given) pointing at the element: events for an element mounted without React's delegated listeners (`interactive: false`).
 */
export function useDomListeners<T extends HTMLElement>(listeners: DomListeners, ref?: MutableRefObject<T | null>): RefCallback<T> {
  const latest = useRef(listeners);
  useLayoutEffect(() => {
    latest.current = listeners;
  });
  return useCallback(
    (element: T | null) => {
      if (ref) ref.current = element;
      for (const type of Object.keys(latest.current) as (keyof HTMLElementEventMap)[]) {
        element?.addEventListener(type, (event) => (latest.current[type] as ((event: Event) => void) | undefined)?.(event));
      }
    },
    [ref],
  );
}
