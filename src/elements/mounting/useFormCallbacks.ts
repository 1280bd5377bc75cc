import { useLayoutEffect } from 'react';

/** Where a form-associated element's component registers its form callbacks; a global symbol, so every copy of the bundle agrees. */
export const FORM_CALLBACKS = Symbol.for('storefront-elements.form-callbacks');

/** What a form-associated element does when its form is reset or its state restored. */
export interface FormCallbacks {
  /** Returns to the default value (formResetCallback). */
  reset(): void;
  /** Takes back a value the browser restores (formStateRestoreCallback). */
  restore?(state: unknown): void;
}

/** An element that may carry form callbacks. */
export type FormCallbackHolder = HTMLElement & { [FORM_CALLBACKS]?: FormCallbacks };

/** Registers the component's form reset / restore behaviour on its host element while mounted. */
export function useFormCallbacks(host: HTMLElement, callbacks: FormCallbacks): void {
  useLayoutEffect(() => {
    const holder = host as FormCallbackHolder;
    holder[FORM_CALLBACKS] = callbacks;
    return () => {
      if (holder[FORM_CALLBACKS] === callbacks) delete holder[FORM_CALLBACKS];
    };
  }, [host, callbacks]);
}
