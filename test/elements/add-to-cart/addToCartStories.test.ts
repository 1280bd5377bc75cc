import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import * as addToCartStories from '../../../stories/AddToCart.stories';
import { cleanup, defineElements, flush } from '../support/renderElements';

type StoryRender = (args: Record<string, unknown>) => HTMLElement;

describe('the add-to-cart stories show the state they name', () => {
  afterEach(cleanup);

  it('CanceledBySite: the site script stopped the add, its result settled as canceled and the button is idle', async () => {
    defineElements();
    const story = addToCartStories.CanceledBySite as { args?: Record<string, unknown>; render: StoryRender };
    await act(async () => {
      document.body.append(story.render({ ...addToCartStories.default.args, ...story.args }));
    });
    await vi.waitFor(async () => {
      await flush();
      expect(document.querySelector('[role=status]')?.textContent).toBe("Site script stopped the add of 1 × engraved-pen; its result settled as 'canceled'.");
    });
    const host = document.querySelector('store-add-to-cart')!;
    expect(host.getAttribute('data-state')).toBe('idle');
    expect(host.shadowRoot!.querySelector('[part=label]')?.textContent).toBe('Add To Cart');
    expect(host.shadowRoot!.querySelector('[part=dialog]')).toBeNull();
  });
});
