import { useLayoutEffect } from 'react';

/** Reflects a finite state as `data-state` on the host element. */
export function useHostState(host: HTMLElement, state: string): void {
  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);
}
