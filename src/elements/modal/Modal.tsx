import { useLayoutEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';

/** Why the shopper dismissed a modal. */
export type ModalDismissal = 'escape' | 'outside';

/** Props of Modal. */
export interface ModalProps {
  /** Id of the element naming the dialog (its title). */
  readonly labelledBy: string;
  /** Id of the element describing the dialog. Default none. */
  readonly describedBy?: string;
  /** 'alertdialog' for alerts that need an answer. Default 'dialog'. */
  readonly role?: 'dialog' | 'alertdialog';
  /** Part name of the `<dialog>`. Default 'modal'. */
  readonly part?: string;
  /** Called when the shopper presses Escape or clicks outside the dialog; the owner unmounts the modal to close it. */
  readonly onDismiss: (reason: ModalDismissal) => void;
  /** Whether a click outside the dialog dismisses it. Default true. */
  readonly dismissOnOutsideClick?: boolean;
  /** Focused when the modal opens. Default the first focusable element inside (the browser's dialog focusing steps). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Focused when the modal closes. Default the element that had focus when it opened. */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
  /** The dialog's content. */
  readonly children: ReactNode;
}

/** The focused element, looking inside open shadow roots. */
function deepActiveElement(document: Document): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const TABBABLE = 'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab stops inside `root` in document order, looking into the open shadow roots of nested elements. */
function tabStops(root: Element | ShadowRoot): HTMLElement[] {
  const stops: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.shadowRoot) stops.push(...tabStops(element.shadowRoot));
    else if (element.matches(TABBABLE) && element.getClientRects().length > 0) stops.push(element);
  }
  return stops;
}

/** Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser's own controls. */
function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = deepActiveElement(dialog.ownerDocument);
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

function isOutside(dialog: HTMLDialogElement, event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A modal dialog on the native `<dialog>` opened with `showModal()` while mounted: the browser makes the page inert,
 * Tab cycles inside the dialog, Escape and a click outside call `onDismiss`, and focus returns to the opener when it unmounts.
 */
export function Modal({ labelledBy, describedBy, role = 'dialog', part = 'modal', onDismiss, dismissOnOutsideClick = true, initialFocus, returnFocusTo, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOutside = useRef(false);
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss.current('escape');
    };
    const onClose = () => {
      if (element.isConnected) dismiss.current('escape');
    };
    const onKeyDown = (event: KeyboardEvent) => wrapTab(element, event);
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClose);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClose);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = returnFocusTo?.current ?? deepActiveElement(element.ownerDocument);
    if (!element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (element.open) element.close();
      (returnFocusTo?.current ?? opener)?.focus();
    };
  }, [initialFocus, returnFocusTo]);


  return (
    <dialog
      part={part}
      ref={dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onMouseDown={(event) => {
        pressedOutside.current = dialog.current !== null && isOutside(dialog.current, event);
      }}
      onClick={(event) => {
        const outside = pressedOutside.current && dialog.current !== null && isOutside(dialog.current, event);
        pressedOutside.current = false;
        if (outside && dismissOnOutsideClick) dismiss.current('outside');
      }}
    >
      {children}
    </dialog>
  );
}
