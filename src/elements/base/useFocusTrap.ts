import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`, keeps Tab focus inside `container`, focuses its first focusable element (or `initial`),
 * calls `onEscape` on Escape, and returns focus to `returnTo` when deactivated.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  options: { onEscape: () => void; returnTo: RefObject<HTMLElement | null>; initial?: RefObject<HTMLElement | null> },
): void {
  const { onEscape, returnTo, initial } = options;
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const focusables = () => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (initial?.current ?? focusables()[0])?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const root = element.getRootNode() as ShadowRoot | Document;
      const current = root.activeElement;
      if (event.shiftKey && (current === first || !element.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !element.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    const opener = returnTo.current;
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [active, container, onEscape, returnTo, initial]);
}
