import type { R2WCBaseProps, R2WCRenderer } from '@r2wc/core';
import { Component, createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { reportError } from '../../core/telemetry/reportError';
import { useStore } from './useStore';

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
  #view: ReactElement | null;
  readonly #listeners = new Set<() => void>();

  constructor(
    readonly container: ShadowRoot,
    readonly component: ComponentType<R2WCBaseProps>,
    props: R2WCBaseProps,
  ) {
    this.#view = createElement(component, props);
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

let depth = 0;
let pending: ElementMount[] = [];

function render(all: readonly ElementMount[]): void {
  const mounts = all.filter((mount) => mount.live);
  if (!mounts[0]) return;
  const batch: Batch = { live: mounts.length };
  batch.root = createRoot(mounts[0].container.ownerDocument.createElement('div'));
  for (const mount of mounts) mount.batch = batch;
  flushSync(() => batch.root!.render(createElement(BatchRoot, { mounts })));
}

/**
 * The renderer r2wc mounts every `store-*` element with (its public `{ mount, update, unmount }` interface). `mount`
 * renders the component into the element's shadow root synchronously, in its own React root; during
 * `batchElementMounts`, it waits and renders with every element mounted in that batch, in one shared root and one
 * React pass. The component keeps its failures to its element (ElementScope).
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

/** Runs `work` (typically `customElements.define`, which upgrades every matching element of the page) and renders every element it mounts together, synchronously, when it returns. */
export function batchElementMounts<T>(work: () => T): T {
  depth += 1;
  try {
    return work();
  } finally {
    depth -= 1;
    if (depth === 0) {
      const mounts = pending;
      pending = [];
      render(mounts);
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
