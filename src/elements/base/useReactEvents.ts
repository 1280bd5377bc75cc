import { useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ElementContainerContext, needsReactListeners } from './mountElement';

/**
 * Makes React listen for events in the element's shadow root from this render on, for content with React handlers (a
 * modal) in an element mounted with `interactive: false`. Render the node it gives (an empty portal while React has yet to listen).
 */
export function useReactEvents(): ReactNode {
  const container = useContext(ElementContainerContext);
  return container && needsReactListeners(container) ? createPortal(null, container) : null;
}
