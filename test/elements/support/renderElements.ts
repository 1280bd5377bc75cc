import { act } from 'react';
import { defineAllElements } from '../../../src/elements/defineAllElements';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Defines every element (idempotent). */
export async function defineElements(): Promise<void> {
  await defineAllElements();
}

/** Puts `html` into a fresh container in the document and lets React render. */
export async function mount(html: string): Promise<HTMLElement> {
  await defineElements();
  const container = document.createElement('div');
  await act(async () => {
    container.innerHTML = html;
    document.body.append(container);
  });
  await flush();
  return container;
}

/** Lets pending React work and promise callbacks settle. */
export async function flush(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

/** Runs a change inside act() and waits for React. */
export async function update(change: () => void | Promise<void>): Promise<void> {
  await act(async () => {
    await change();
  });
  await flush();
}

/** The shadow root of a store element. */
export function shadowOf(element: Element | null): ShadowRoot {
  if (!element?.shadowRoot) throw new Error(`no shadow root on ${element?.localName ?? 'null'}`);
  return element.shadowRoot;
}

/** The element in `element`'s shadow root carrying `part`. */
export function part(element: Element | null, name: string): HTMLElement | null {
  return shadowOf(element).querySelector(`[part~="${name}"]`);
}

/** Removes every mounted container. */
export async function cleanup(): Promise<void> {
  await act(async () => {
    document.body.innerHTML = '';
  });
}

/** JSON script for a product, to put inside `<store-product>` (`<` escaped, so a `</script>` in the data stays data). */
export function productScript(product: unknown): string {
  return `<script type="application/json">${JSON.stringify(product).replaceAll('<', '\\u003c')}</script>`;
}

/** Types `value` into an input or textarea the way a shopper would (React's value tracker sees the change). */
export async function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, 'value')?.set;
  await update(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
