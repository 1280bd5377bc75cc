import { afterEach, describe, expect, it } from 'vitest';
import { USER_TIMING_NAMES, observeUserTimings, type UserTiming } from '../../../src/core/telemetry';

function fakeClock() {
  let now = 0;
  const marks: [string, number | undefined][] = [];
  const measures: [string, number | undefined, number | undefined][] = [];
  return {
    marks,
    measures,
    set: (value: number) => {
      now = value;
    },
    clock: {
      now: () => now,
      mark: (name: string, options?: PerformanceMarkOptions) => {
        marks.push([name, options?.startTime]);
        return undefined as unknown as PerformanceMark;
      },
      measure: (name: string, options?: string | PerformanceMeasureOptions) => {
        const range = options as PerformanceMeasureOptions;
        measures.push([name, range.start as number, range.end as number]);
        return undefined as unknown as PerformanceMeasure;
      },
    },
  };
}

function addToCartHost(): { host: HTMLElement; button: HTMLButtonElement } {
  const host = document.createElement('store-add-to-cart');
  const button = document.createElement('button');
  host.attachShadow({ mode: 'open' }).append(button);
  document.body.append(host);
  return { host, button };
}

const state = (host: Element, value: string) => host.dispatchEvent(new CustomEvent('store-state-change', { detail: { state: value }, bubbles: true, composed: true }));
const storeEvent = (target: Element, type: string) => target.dispatchEvent(new CustomEvent(type, { detail: {}, bubbles: true, composed: true }));

afterEach(() => {
  document.body.replaceChildren();
});

describe('observeUserTimings', () => {
  it("measures add-to-cart from the click to 'Adding…' and to 'Added!' with performance marks and measures", () => {
    const { clock, set, marks, measures } = fakeClock();
    const timings: UserTiming[] = [];
    const stop = observeUserTimings(document, (timing) => timings.push(timing), clock);
    const { host, button } = addToCartHost();
    state(host, 'idle');
    const click = new MouseEvent('click', { bubbles: true, composed: true });
    button.dispatchEvent(click);
    const clickedAt = click.timeStamp;
    set(clickedAt + 24);
    state(host, 'adding');
    set(clickedAt + 1450);
    state(host, 'added');
    set(clickedAt + 3500);
    state(host, 'idle');
    stop();
    expect(marks).toEqual([[USER_TIMING_NAMES.addToCartClick, clickedAt]]);
    expect(measures).toEqual([
      [USER_TIMING_NAMES.addToCartAdding, clickedAt, clickedAt + 24],
      [USER_TIMING_NAMES.addToCartAdded, clickedAt, clickedAt + 1450],
    ]);
    expect(timings).toEqual([
      { name: 'store-add-to-cart:click-to-adding', startTime: clickedAt, duration: clickedAt + 24 - clickedAt },
      { name: 'store-add-to-cart:click-to-added', startTime: clickedAt, duration: clickedAt + 1450 - clickedAt },
    ]);
  });

  it('counts Enter and Space as the click, keeps buttons apart and forgets a failed add', () => {
    const { clock, set } = fakeClock();
    const timings: UserTiming[] = [];
    const stop = observeUserTimings(document, (timing) => timings.push(timing), clock);
    const first = addToCartHost();
    const second = addToCartHost();
    const press = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true });
    first.button.dispatchEvent(press);
    set(press.timeStamp + 10);
    state(first.host, 'adding');
    set(press.timeStamp + 20);
    state(second.host, 'adding');
    state(second.host, 'error');
    state(second.host, 'added');
    set(press.timeStamp + 30);
    state(first.host, 'added');
    first.button.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }));
    stop();
    expect(timings.map((timing) => [timing.name, Math.round(timing.duration * 1000) / 1000])).toEqual([
      ['store-add-to-cart:click-to-adding', 10],
      ['store-add-to-cart:click-to-adding', 0],
      ['store-add-to-cart:click-to-added', 30],
    ]);
  });

  it('measures the cart page from navigation start to store-cart-ready, and forms from submit to success or error', () => {
    const { clock, set } = fakeClock();
    const timings: UserTiming[] = [];
    const stop = observeUserTimings(document, (timing) => timings.push(timing), clock);
    const cart = document.body.appendChild(document.createElement('store-cart'));
    const form = document.body.appendChild(document.createElement('store-form'));
    const other = document.body.appendChild(document.createElement('store-form'));
    set(640);
    storeEvent(cart, 'store-cart-ready');
    set(1000);
    storeEvent(form, 'store-form-submit');
    set(1100);
    storeEvent(other, 'store-form-success');
    set(1380);
    storeEvent(form, 'store-form-success');
    set(2000);
    storeEvent(form, 'store-form-submit');
    set(2250);
    storeEvent(form, 'store-form-error');
    storeEvent(form, 'store-form-error');
    stop();
    storeEvent(cart, 'store-cart-ready');
    expect(timings).toEqual([
      { name: 'store-cart:ready', startTime: 0, duration: 640 },
      { name: 'store-form:submit-to-success', startTime: 1000, duration: 380 },
      { name: 'store-form:submit-to-error', startTime: 2000, duration: 250 },
    ]);
  });
});
