import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import * as cartStories from '../../../stories/Cart.stories';
import * as quickViewStories from '../../../stories/QuickView.stories';
import { cleanup, defineElements, flush, shadowOf } from '../support/renderElements';

type StoryModule = Record<string, unknown>;

/** Renders a story's element into the document and waits until its store element reaches `state`. */
async function renderStory(module: StoryModule, name: string, tag: string, state: string): Promise<HTMLElement> {
  await defineElements();
  const meta = module.default as { args?: Record<string, unknown> };
  const story = module[name] as { args?: Record<string, unknown>; render: (args: Record<string, unknown>) => HTMLElement };
  await act(async () => {
    document.body.append(story.render({ ...meta.args, ...story.args }));
  });
  const host = document.querySelector(tag) as HTMLElement;
  for (let attempt = 0; attempt < 100 && host.getAttribute('data-state') !== state; attempt += 1) {
    await flush();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(host.getAttribute('data-state'), `${name}`).toBe(state);
  return host;
}

const text = (host: Element, part: string) => [...shadowOf(host).querySelectorAll(`[part~="${part}"]`)].map((element) => element.textContent);

describe('the cart and quick-view stories show the state they name', () => {
  afterEach(cleanup);

  it('Empty, OneLine, ManyLines, PurelyDigital, WithAdditionalFields, WithCoupons', async () => {
    expect(text(await renderStory(cartStories, 'Empty', 'store-cart', 'empty'), 'empty')).toEqual(['Your cart is empty']);
    await cleanup();
    expect(text(await renderStory(cartStories, 'OneLine', 'store-cart', 'ready'), 'line-title')).toEqual(['Classic Tee']);
    await cleanup();
    expect(text(await renderStory(cartStories, 'ManyLines', 'store-cart', 'ready'), 'line-title')).toHaveLength(4);
    await cleanup();
    expect(text(await renderStory(cartStories, 'PurelyDigital', 'store-cart', 'ready'), 'fulfilment-note')).toEqual(['Your cart holds only digital items: nothing will be shipped.']);
    await cleanup();
    expect(text(await renderStory(cartStories, 'WithAdditionalFields', 'store-cart', 'ready'), 'answer-value')).toEqual(['For Ada', 'Serif', 'N/A']);
    await cleanup();
    expect(text(await renderStory(cartStories, 'WithCoupons', 'store-cart', 'ready'), 'coupon')).toEqual(['Coupon SPRING10 applied', 'Coupon EXPIRED5 is not valid']);
  });

  it('EditingAdditionalFields, Recalculating, UpdateFailed, OverStock, InvalidQuantity', async () => {
    const editing = await renderStory(cartStories, 'EditingAdditionalFields', 'store-cart', 'ready');
    for (let attempt = 0; attempt < 50 && !shadowOf(editing).querySelector('[part="modal"]'); attempt += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect((shadowOf(editing).querySelector('[part="modal"] textarea, [part="modal"] input') as HTMLInputElement | null)?.value).toBe('For Ada');
    await cleanup();
    const busy = await renderStory(cartStories, 'Recalculating', 'store-cart', 'recalculating');
    expect(shadowOf(busy).querySelector('[part="summary"]')?.getAttribute('aria-busy')).toBe('true');
    await cleanup();
    const cases: [string, string][] = [
      ['UpdateFailed', 'Please try again in a few seconds.'],
      ['OverStock', 'Sorry, we do not have enough of that item available.'],
      ['InvalidQuantity', 'Quantity must be between 1 and 9999.'],
    ];
    for (const [name, message] of cases) {
      const host = await renderStory(cartStories, name, 'store-cart', 'ready');
      for (let attempt = 0; attempt < 50 && !text(host, 'line-error')[0]; attempt += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(text(host, 'line-error')[0], name).toBe(message);
      await cleanup();
    }
  });

  it('Closed, DialogOpen and GiftCardDialogOpen', async () => {
    await renderStory(quickViewStories, 'Closed', 'store-quick-view', 'closed');
    await cleanup();
    const open = await renderStory(quickViewStories, 'DialogOpen', 'store-quick-view', 'open');
    expect(shadowOf(open).querySelector('[part="product"] store-add-to-cart')?.getAttribute('mode')).toBe('add');
    await cleanup();
    const gift = await renderStory(quickViewStories, 'GiftCardDialogOpen', 'store-quick-view', 'open');
    expect(shadowOf(gift).querySelector('[part="product"] store-add-to-cart')?.getAttribute('mode')).toBe('gift-card');
  });
});
