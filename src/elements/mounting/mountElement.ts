import type { R2WCBaseProps, R2WCRenderer } from '@r2wc/core';
import { Component, createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { reportError } from '../../core/telemetry/reportError';
import { isInViewport } from './isInViewport';
import { useStore } from './useStore';
import { yieldToPage } from './yieldToPage';

interface Batch {
  root?: Root;
  live: number;
}

/** One element's rendering into its shadow root (a store of its view), inside a React root it may share with the elements upgraded with it. */
export class ElementMount {
  /** The React root it renders in, shared with the elements mounted in the same batch. */
  batch: Batch | undefined;
  /** False once unmounted. */
  live = true;
  /** True while its first render waits. */
  waiting = false;
  /** While its first render waits, the `<slot>` that shows the host's children meanwhile, as before its definition (when it has any to show). */
  placeholder: HTMLSlotElement | undefined;
  #view: ReactElement | null;
  readonly #listeners = new Set<() => void>();

  constructor(
    readonly container: ShadowRoot,
    readonly component: ComponentType<R2WCBaseProps>,
    props: R2WCBaseProps,
  ) {
    this.#view = createElement(component, props);
  }

  /** The custom element. */
  get host(): Element {
    return this.container.host;
  }

  /** Calls `listener` when the view changes; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The view rendered now: the component with its props, or null once unmounted. */
  readonly getSnapshot = (): ReactElement | null => this.#view;

  /** Renders the component with new props (scheduled like any React update). */
  update(props: R2WCBaseProps): void {
    if (!this.live) return;
    this.#view = createElement(this.component, props);
    for (const listener of this.#listeners) listener();
  }

  /** Removes the element's rendering from its shadow root; the mount is spent. */
  unmount(): void {
    if (!this.live) return;
    this.live = false;
    stopWaiting(this);
    this.#view = null;
    for (const listener of this.#listeners) listener();
    const batch = this.batch;
    if (batch && --batch.live === 0) queueMicrotask(() => batch.root?.unmount());
  }
}

function MountedView({ mount }: { readonly mount: ElementMount }) {
  return useStore(mount);
}

function BatchRoot({ mounts }: { readonly mounts: readonly ElementMount[] }) {
  return mounts.map((mount, index) => createPortal(createElement(MountedView, { mount }), mount.container, String(index)));
}

/** The longest stretch, in milliseconds, that renders put off by the first pass run before the page gets the main thread back. */
export const SLICE_BUDGET_MS = 8;
/** The most elements one slice renders, however cheap they seem, so that a misjudged cost cannot make a long task. */
export const SLICE_MAX_ELEMENTS = 64;
/** How many elements after (Tab) or before (Shift+Tab) the focus render at once when a waiting one may be next. */
export const TAB_AHEAD = 6;

let depth = 0;
let pending: ElementMount[] = [];
/** Mounts whose first render waits, in the order they were mounted (document order within a definition). */
const waiting = new Set<ElementMount>();
/** Waiting mounts that came within a viewport of the viewport: rendered first. */
const approached = new Set<ElementMount>();
const waitingByHost = new WeakMap<EventTarget, ElementMount>();
/** Hosts pressed before their first render, whose click is passed on to what they render. */
const pressed = new Set<Element>();
const listenedDocuments = new Set<Document>();
let approach: IntersectionObserver | undefined;
let slicing = false;
/** Milliseconds one element took to render in the last pass (what sizes the next slice). */
let renderCost = 1;
let lastSliceSize = 1;

function render(all: readonly ElementMount[]): void {
  const mounts = all.filter((mount) => mount.live);
  if (!mounts[0]) return;
  for (const mount of mounts) stopWaiting(mount);
  const batch: Batch = { live: mounts.length };
  batch.root = createRoot(mounts[0].container.ownerDocument.createElement('div'));
  for (const mount of mounts) mount.batch = batch;
  const started = performance.now();
  flushSync(() => batch.root!.render(createElement(BatchRoot, { mounts })));
  renderCost = Math.max((performance.now() - started) / mounts.length, 0.01);
}

function stopWaiting(mount: ElementMount): void {
  if (!mount.waiting) return;
  mount.waiting = false;
  mount.placeholder?.remove();
  mount.placeholder = undefined;
  waiting.delete(mount);
  approached.delete(mount);
  waitingByHost.delete(mount.host);
  approach?.unobserve(mount.host);
}

/** The waiting mounts on an event's path (the hosts it passes through), outermost last. */
function waitingOnPath(event: Event): ElementMount[] {
  return event.composedPath().flatMap((target) => {
    const mount = waitingByHost.get(target);
    return mount ? [mount] : [];
  });
}

/** The document whose shopper gave input (a press, a key, a click) since the last slice: slicing waits until its next paint has shown the answer. */
let inputBeforePaint: Document | undefined;

/** Notes that the shopper gave input to the document `event` is listened on. */
function noteInput(event: Event): void {
  const doc = event.currentTarget as Document | null;
  if (doc?.nodeType === Node.DOCUMENT_NODE) inputBeforePaint = doc;
}

function renderPressed(event: Event): void {
  noteInput(event);
  pressed.clear();
  const mounts = waitingOnPath(event);
  for (const mount of mounts) pressed.add(mount.host);
  render(mounts);
}

function renderFocused(event: Event): void {
  render(waitingOnPath(event));
}

function inDocumentOrder(a: ElementMount, b: ElementMount): number {
  return a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** Tab may move the focus to a waiting element: the ones beside the focus, in the direction of the move, render first. */
function renderBesideFocus(event: Event): void {
  noteInput(event);
  const key = event as KeyboardEvent;
  if (key.key !== 'Tab') return;
  const doc = (event.currentTarget as Document | null) ?? document;
  const focus = doc.activeElement ?? doc.body;
  const inDocument = [...waiting].filter((mount) => mount.host.ownerDocument === doc).sort(inDocumentOrder);
  const following = (mount: ElementMount) => (focus.compareDocumentPosition(mount.host) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  render(key.shiftKey ? inDocument.filter((mount) => !following(mount)).slice(-TAB_AHEAD) : inDocument.filter(following).slice(0, TAB_AHEAD));
}

/** The element a click that landed on `host` before its first render is passed on to: what it now shows at that point, else its first control. */
function clickedInside(host: Element, event: MouseEvent): HTMLElement | null {
  const root = host.shadowRoot;
  if (!root) return null;
  const atPoint = typeof root.elementFromPoint === 'function' ? root.elementFromPoint(event.clientX, event.clientY) : null;
  if (atPoint instanceof HTMLElement && atPoint !== host && root.contains(atPoint)) return atPoint;
  return root.querySelector<HTMLElement>('button, a[href], input, select, textarea, summary, [tabindex]');
}

/** A click on a host pressed (or clicked) before its first render reached nothing it renders: it goes, once, to what it renders there. */
function passClickOn(event: Event): void {
  noteInput(event);
  const clicked = event.composedPath()[0];
  if (clicked instanceof Element && waitingByHost.has(clicked)) pressed.add(clicked);
  render(waitingOnPath(event));
  if (clicked instanceof Element && pressed.has(clicked)) {
    const inside = clickedInside(clicked, event as MouseEvent);
    if (inside) {
      event.stopPropagation();
      inside.click();
    }
  }
  pressed.clear();
  stopListeningWhenDone();
}

function listenTo(doc: Document): void {
  if (listenedDocuments.has(doc)) return;
  listenedDocuments.add(doc);
  doc.addEventListener('pointerdown', renderPressed, true);
  doc.addEventListener('focusin', renderFocused, true);
  doc.addEventListener('keydown', renderBesideFocus, true);
  doc.addEventListener('click', passClickOn, true);
}

/** Stops listening once nothing waits and no press waits for its click. */
function stopListeningWhenDone(): void {
  if (slicing || waiting.size > 0 || pressed.size > 0) return;
  for (const doc of listenedDocuments) {
    doc.removeEventListener('pointerdown', renderPressed, true);
    doc.removeEventListener('focusin', renderFocused, true);
    doc.removeEventListener('keydown', renderBesideFocus, true);
    doc.removeEventListener('click', passClickOn, true);
  }
  listenedDocuments.clear();
}

function approachObserver(): IntersectionObserver | undefined {
  if (approach || typeof IntersectionObserver !== 'function') return approach;
  approach = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const mount = entry.isIntersecting ? waitingByHost.get(entry.target) : undefined;
        if (mount) approached.add(mount);
      }
    },
    { rootMargin: '100% 0px' },
  );
  return approach;
}

/** The next `count` waiting mounts: the approached ones first, then in mount order. */
function nextWaiting(count: number): ElementMount[] {
  const next: ElementMount[] = [];
  for (const source of [approached, waiting]) {
    for (const mount of source) {
      if (next.length === count) return next;
      if (!next.includes(mount)) next.push(mount);
    }
  }
  return next;
}

/** Resolves in the first task after `doc`'s next frame is painted. */
function afterNextPaint(doc: Document): Promise<void> {
  return new Promise((resolve) => doc.defaultView!.requestAnimationFrame(() => void yieldToPage().then(resolve)));
}

/** Renders the waiting mounts in slices of at most SLICE_BUDGET_MS and SLICE_MAX_ELEMENTS, sized from the last pass's cost per element, yielding to the page between slices (until its next paint after the shopper's input). */
async function renderWaiting(): Promise<void> {
  slicing = true;
  lastSliceSize = 1;
  try {
    while (waiting.size > 0) {
      await yieldToPage();
      const answering = inputBeforePaint;
      inputBeforePaint = undefined;
      if (answering && paintsFrames(answering)) await afterNextPaint(answering);
      const deadline = performance.now() + SLICE_BUDGET_MS;
      let rendered = 0;
      do {
        const fits = Math.floor((deadline - performance.now()) / renderCost);
        lastSliceSize = Math.max(1, Math.min(fits, lastSliceSize * 2, SLICE_MAX_ELEMENTS - rendered));
        rendered += lastSliceSize;
        try {
          render(nextWaiting(lastSliceSize));
        } catch (error) {
          console.error('[storefront-elements] elements failed to render:', error);
        }
      } while (waiting.size > 0 && rendered < SLICE_MAX_ELEMENTS && performance.now() < deadline);
    }
  } finally {
    slicing = false;
    stopListeningWhenDone();
  }
}

/** Whether `host` has children a slot would show: text, or an element other than a script or template. */
function showsChildren(host: Element): boolean {
  for (const child of host.childNodes) {
    if (child instanceof Element ? child.localName !== 'script' && child.localName !== 'template' : child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '') return true;
  }
  return false;
}

/** Puts off the first render of `mount`, out of the viewport: it renders in a later slice (earlier once within a viewport of it), or at once when focused, pressed or maybe next on Tab. */
function wait(mount: ElementMount): void {
  const { container, host } = mount;
  mount.waiting = true;
  if (showsChildren(host)) mount.placeholder = container.appendChild(container.ownerDocument.createElement('slot'));
  waiting.add(mount);
  waitingByHost.set(host, mount);
  approachObserver()?.observe(host);
  listenTo(host.ownerDocument);
}

/** Whether `doc` paints frames now, so that an animation frame callback runs before its next paint. */
function paintsFrames(doc: Document): boolean {
  return typeof doc.defaultView?.requestAnimationFrame === 'function' && doc.visibilityState !== 'hidden';
}

/** Renders, in one React pass, the waiting mounts among `mounts` whose element is in the viewport, then the other waiting ones in slices. */
function renderInViewportThenSlice(mounts: readonly ElementMount[]): void {
  const inViewport = mounts.filter((mount) => mount.waiting && isInViewport(mount.host));
  for (const mount of inViewport) approached.add(mount);
  render(inViewport);
  if (!slicing) void renderWaiting();
}

/**
 * Renders the mounts of one definition: they wait, and just before the next paint (an animation frame, so that the
 * define pass and the first render are separate tasks and the frame still shows them rendered) the ones in the
 * viewport render in one React pass, the others in slices after it; at once when the page paints no frames.
 */
function renderInViewportFirst(mounts: readonly ElementMount[]): void {
  const live = mounts.filter((mount) => mount.live);
  if (!live[0]) return;
  for (const mount of live) wait(mount);
  const doc = live[0].host.ownerDocument;
  if (paintsFrames(doc)) doc.defaultView!.requestAnimationFrame(() => renderInViewportThenSlice(live));
  else renderInViewportThenSlice(live);
}

/**
 * The renderer r2wc mounts every `store-*` element with (its public `{ mount, update, unmount }` interface). `mount`
 * renders the component into the element's shadow root synchronously, in its own React root; during
 * `batchElementMounts`, it waits and renders with every element mounted in that batch: the ones in the viewport in
 * one shared root and one React pass, the others later (see batchElementMounts). The component keeps its failures to
 * its element (ElementScope).
 */
export const elementRenderer: R2WCRenderer<R2WCBaseProps, ElementMount> = {
  mount(container, component, props) {
    const mount = new ElementMount(container as unknown as ShadowRoot, component, props);
    if (depth > 0) pending.push(mount);
    else render([mount]);
    return mount;
  },
  update: (mount, props) => mount.update(props),
  unmount: (mount) => mount.unmount(),
};

/**
 * Runs `work` (typically `customElements.define`, which upgrades every matching element of the page); in the next
 * animation frame, before its paint, every element it mounted in the viewport renders in one React pass; the others render in
 * slices of at most SLICE_BUDGET_MS between which the page handles input and paints, the ones within a viewport of the
 * viewport first, and any of them at once when it is focused, pressed or may be next on Tab.
 */
export function batchElementMounts<T>(work: () => T): T {
  depth += 1;
  try {
    return work();
  } finally {
    depth -= 1;
    if (depth === 0) {
      const mounts = pending;
      pending = [];
      renderInViewportFirst(mounts);
    }
  }
}

/** Props of ElementScope. */
export interface ElementScopeProps {
  /** The element whose rendering this is (named in the error report). */
  readonly host: Element;
  /** What the element renders from; a failure lasts until it changes. */
  readonly resetKey: unknown;
  readonly children?: ReactNode;
}

interface ElementScopeState {
  readonly resetKey: unknown;
  readonly failed: boolean;
}

/**
 * Keeps a failure to its element, which then renders nothing (reported once) until `resetKey` changes, while its
 * neighbours in the same React root keep working.
 */
export class ElementScope extends Component<ElementScopeProps, ElementScopeState> {
  override state: ElementScopeState = { resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromProps(props: ElementScopeProps, state: ElementScopeState): Partial<ElementScopeState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false };
  }

  static getDerivedStateFromError(): Partial<ElementScopeState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const tagName = this.props.host.localName;
    console.error(`[storefront-elements] <${tagName}> failed to render:`, error);
    reportError(error, { element: tagName });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
