import { describe, expect, it, vi } from 'vitest';
import type { Args } from '@storybook/web-components-vite';
import { applyArgs, argsRender } from '../../stories/support/argsRender';

describe('argsRender', () => {
  const build = () => {
    const page = document.createElement('div');
    page.innerHTML = '<store-add-to-cart label="From the markup"></store-add-to-cart><p>text</p><store-add-to-cart></store-add-to-cart>';
    return page;
  };

  it('gives every element of its tag the args as attributes: text as is, numbers as text, true as a bare attribute', () => {
    const page = argsRender('store-add-to-cart', build)({ mode: 'buy-now', label: 'Buy it', disabled: true });
    for (const button of page.querySelectorAll('store-add-to-cart')) {
      expect(button.getAttribute('mode')).toBe('buy-now');
      expect(button.getAttribute('label')).toBe('Buy it');
      expect(button.getAttribute('disabled')).toBe('');
    }
    const input = document.createElement('store-quantity-input');
    applyArgs(input, 'store-quantity-input', { value: 3 });
    expect(input.getAttribute('value')).toBe('3');
  });

  it('removes the attributes whose args are cleared, false or missing', () => {
    const page = argsRender('store-add-to-cart', build)({ mode: 'add', label: '', disabled: false });
    const buttons = [...page.querySelectorAll('store-add-to-cart')];
    expect(buttons.map((button) => button.getAttribute('mode'))).toEqual(['add', 'add']);
    for (const button of buttons) {
      expect(button.hasAttribute('label')).toBe(false);
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.hasAttribute('checkout-url')).toBe(false);
    }
  });

  it('sends each store event to the action arg Storybook names after it', () => {
    const added = vi.fn();
    const failed = vi.fn();
    const page = argsRender('store-add-to-cart', build)({ onStoreCartAdd: added, onStoreCartError: failed } as Args);
    const event = new CustomEvent('store-cart-add', { bubbles: true, composed: true, detail: { productId: 'pen' } });
    page.querySelector('store-add-to-cart')!.dispatchEvent(event);
    expect(added).toHaveBeenCalledWith(event);
    expect(failed).not.toHaveBeenCalled();
  });
});
