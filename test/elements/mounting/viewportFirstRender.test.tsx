import { useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { booleanAttribute, numberAttribute, stringAttribute } from '../../../src/core/attributes';
import type { StoreComponentProps } from '../../../src/elements/mounting/StoreComponentProps';
import { createStoreElement } from '../../../src/elements/mounting/createStoreElement';
import { TAB_AHEAD } from '../../../src/elements/mounting/mountElement';
import { useHostState } from '../../../src/elements/mounting/useHostState';
import { defineElement } from '../../../src/elements/define';
import { nextFrame } from '../support/nextFrame';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** The IntersectionObserver the renderer makes, driven by the test. */
const approach = vi.hoisted(() => {
  const observed = new Set<Element>();
  let notify: ((entries: Array<{ target: Element; isIntersecting: boolean }>) => void) | undefined;
  class TestIntersectionObserver {
    constructor(callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
      notify = callback;
    }
    observe(target: Element) {
      observed.add(target);
    }
    unobserve(target: Element) {
      observed.delete(target);
    }
    disconnect() {
      observed.clear();
    }
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestIntersectionObserver;
  return { observed, comeNear: (target: Element) => notify?.([{ target, isIntersecting: true }]) };
});

const probeAttributes = {
  label: stringAttribute('probe'),
  fail: booleanAttribute(),
  busy: numberAttribute({ default: 0, min: 0, max: 100 }),
};

/** The first renders committed, grouped by the task that committed them (a microtask closes a group). */
let committed: string[][] = [];
let groupOpen = false;
function recordCommit(label: string): void {
  if (!groupOpen) {
    groupOpen = true;
    committed.push([]);
    queueMicrotask(() => (groupOpen = false));
  }
  committed.at(-1)!.push(label);
}

function Probe({ host, attributes }: StoreComponentProps<typeof probeAttributes>) {
  const [clicks, setClicks] = useState(0);
  useHostState(host, 'shown');
  useLayoutEffect(() => recordCommit(attributes.label), [attributes.label]);
  if (attributes.fail) throw new Error(`${attributes.label} cannot render`);
  const until = performance.now() + attributes.busy;
  while (performance.now() < until);
  return (
    <button part="button" type="button" onClick={() => setClicks((count) => count + 1)}>
      {`${attributes.label} ${clicks}`}
    </button>
  );
}

/** Each test defines its own tag: an element defined already renders as it connects, alone. */
let tag = '';
let tags = 0;
function defineProbe(): void {
  defineElement(tag, createStoreElement({ tagName: tag, component: Probe, attributes: probeAttributes, styles: ':host{display:block}' }));
}

const buttonText = (host: Element | null | undefined) => host?.shadowRoot?.querySelector('button')?.textContent ?? null;
const hosts = () => [...document.querySelectorAll(tag)];
const byLabel = (label: string) => document.querySelector(`${tag}[label="${label}"]`)!;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
async function allRendered(): Promise<void> {
  for (let task = 0; task < 200 && hosts().some((host) => !host.hasAttribute('data-state')); task += 1) await nextTask();
}

/** A probe laid out `top` px down the page (the viewport is happy-dom's 1024 × 768). */
const probe = (label: string, top: number, extra = '', children = '') => `<${tag} label="${label}" data-top="${top}" ${extra}>${children}</${tag}>`;
const FAR = 5_000;

describe('the elements a definition upgrades: the ones in the viewport first, the others in slices', () => {
  beforeEach(() => {
    tags += 1;
    tag = `store-slice-probe-${tags}`;
    committed = [];
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (this.hasAttribute('data-top') ? [this.getBoundingClientRect()] : []) as unknown as DOMRectList;
    });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = Number(this.getAttribute('data-top') ?? 0);
      return { top, bottom: top + 40, left: 0, right: 200, width: 200, height: 40, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
  });
  afterEach(async () => {
    await allRendered();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('renders the ones in the viewport in the next frame, in one pass, the others in later tasks; meanwhile each shows its children, as before its definition, and has no data-state', async () => {
    document.body.innerHTML = probe('top', 100) + probe('fold', 750) + probe('far', FAR, '', '<span>fallback</span>');
    defineProbe();
    expect(hosts().map((host) => host.hasAttribute('data-state'))).toEqual([false, false, false]);
    await nextFrame();

    expect([buttonText(byLabel('top')), buttonText(byLabel('fold'))]).toEqual(['top 0', 'fold 0']);
    const far = byLabel('far');
    expect(buttonText(far)).toBeNull();
    expect(far.hasAttribute('data-state')).toBe(false);
    expect(far.shadowRoot!.querySelector('slot')!.assignedNodes().map((node) => node.textContent)).toEqual(['fallback']);

    await allRendered();
    expect(buttonText(far)).toBe('far 0');
    expect(far.shadowRoot!.querySelector('slot')).toBeNull();
    expect(committed.map((group) => group.sort())).toEqual([['fold', 'top'], ['far']]);
  });

  it('renders the ones in the viewport in the definition itself when the page paints no frames (a hidden tab)', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.body.innerHTML = probe('top', 100) + probe('far', FAR);
    defineProbe();
    expect([buttonText(byLabel('top')), buttonText(byLabel('far'))]).toEqual(['top 0', null]);
    await allRendered();
    expect(buttonText(byLabel('far'))).toBe('far 0');
  });

  it('bounds each slice: elements that take long to render get a task each, the page running in between', async () => {
    document.body.innerHTML = ['a', 'b', 'c', 'd', 'e', 'f'].map((label) => probe(label, FAR, 'busy="6"')).join('');
    defineProbe();
    expect(committed).toEqual([]);
    await allRendered();
    expect(committed.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(committed.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...committed.map((group) => group.length))).toBeLessThanOrEqual(2);
  });

  it("renders no slice between the shopper's input and the next paint, which shows the page's answer first", async () => {
    const labels = Array.from({ length: 40 }, (_, index) => `p${index}`);
    document.body.innerHTML = labels.map((label) => probe(label, FAR, 'busy="2"')).join('');
    defineProbe();
    await nextFrame();
    const renderedAtInput = committed.flat().length;
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    let renderedAtPaint = -1;
    requestAnimationFrame(() => (renderedAtPaint = committed.flat().length));
    await allRendered();
    expect(renderedAtInput).toBeLessThan(labels.length);
    expect(renderedAtPaint).toBe(renderedAtInput);
    expect(committed.flat().sort()).toEqual([...labels].sort());
  });

  it('renders first the ones that come near the viewport (IntersectionObserver)', async () => {
    document.body.innerHTML = ['a', 'b', 'c', 'd'].map((label) => probe(label, FAR, 'busy="6"')).join('');
    defineProbe();
    expect(approach.observed.size).toBe(4);
    approach.comeNear(byLabel('d'));
    await allRendered();
    expect(committed.flat()[0]).toBe('d');
    expect(approach.observed.size).toBe(0);
  });

  it('renders one at once when something in it takes the focus', () => {
    document.body.innerHTML = probe('a', FAR) + probe('b', FAR, '', '<a href="#b">b</a>');
    defineProbe();
    document.querySelector<HTMLAnchorElement>('a[href="#b"]')!.focus();
    expect([buttonText(byLabel('a')), buttonText(byLabel('b'))]).toEqual([null, 'b 0']);
  });

  it(`renders the ${TAB_AHEAD} after the focus when Tab is pressed, the ones before it on Shift+Tab`, () => {
    const labels = Array.from({ length: 3 * TAB_AHEAD }, (_, index) => `p${index}`);
    const middle = TAB_AHEAD + 2;
    document.body.innerHTML = labels.map((label, index) => (index === middle ? `<button id="focus">here</button>` : '') + probe(label, FAR)).join('');
    defineProbe();
    const focus = document.getElementById('focus')!;
    focus.focus();
    focus.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true }));
    const rendered = () => labels.filter((label) => buttonText(byLabel(label)) !== null);
    expect(rendered()).toEqual(labels.slice(middle, middle + TAB_AHEAD));
    focus.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, composed: true }));
    expect(rendered()).toEqual(labels.slice(middle - TAB_AHEAD, middle + TAB_AHEAD));
  });

  it('keeps a click that lands before the first render: it reaches the element once, and the page sees one click', () => {
    document.body.innerHTML = probe('pressed', FAR) + probe('clicked', FAR) + probe('inside', FAR);
    defineProbe();
    const pageClicks: EventTarget[] = [];
    document.addEventListener('click', (event) => pageClicks.push(event.composedPath()[0]!));

    const pressed = byLabel('pressed');
    pressed.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(buttonText(pressed)).toBe('pressed 0');
    pressed.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));

    const clicked = byLabel('clicked');
    (clicked as HTMLElement).click();

    const inside = byLabel('inside');
    inside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    inside.shadowRoot!.querySelector('button')!.click();

    return Promise.resolve().then(async () => {
      await nextTask();
      expect([buttonText(pressed), buttonText(clicked), buttonText(inside)]).toEqual(['pressed 1', 'clicked 1', 'inside 1']);
      expect(pageClicks.map((target) => (target as Element).localName)).toEqual(['button', 'button', 'button']);
    });
  });

  it('a failing element put off renders nothing and its neighbours still render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = probe('before', FAR) + probe('broken', FAR, 'fail') + probe('after', FAR);
    defineProbe();
    for (let task = 0; task < 200 && buttonText(byLabel('after')) === null; task += 1) await nextTask();
    expect([buttonText(byLabel('before')), buttonText(byLabel('broken')), buttonText(byLabel('after'))]).toEqual(['before 0', null, 'after 0']);
  });

  it('an element that leaves the page before its turn never renders there, and renders at once when it comes back', async () => {
    document.body.innerHTML = probe('leaving', FAR) + probe('staying', FAR);
    defineProbe();
    const leaving = byLabel('leaving');
    leaving.remove();
    expect(leaving.shadowRoot!.childNodes).toHaveLength(0);
    await allRendered();
    expect(buttonText(leaving)).toBeNull();
    document.body.append(leaving);
    expect(buttonText(leaving)).toBe('leaving 0');
  });
});
