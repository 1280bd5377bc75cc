import { createElement, useState, type ReactElement } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ElementBoundary } from './ElementBoundary';

/** One element's rendering into its shadow root, inside a React root it may share with the elements upgraded with it. */
export interface ElementMount {
  /** Renders the element's new props (scheduled like any React update). */
  update(element: ReactElement): void;
  /** Removes the element's rendering from its shadow root; the mount is spent. */
  unmount(): void;
}

/** Options of mountElement. */
export interface MountOptions {
  /** Whether the rendering handles DOM events through React props (onClick…); false spares the shadow root React's delegated listeners. Default true. */
  readonly interactive?: boolean;
}

interface Batch {
  root?: Root;
  live: number;
}

class Entry implements ElementMount {
  show?: (element: ReactElement | null) => void;
  batch?: Batch;

  constructor(
    readonly container: ShadowRoot,
    readonly interactive: boolean,
    public element: ReactElement | null,
  ) {}

  update(element: ReactElement): void {
    if (!this.element) return;
    this.element = element;
    this.show?.(element);
  }

  unmount(): void {
    if (!this.element) return;
    this.element = null;
    this.show?.(null);
    const batch = this.batch;
    if (batch && --batch.live === 0) queueMicrotask(() => batch.root?.unmount());
  }
}

function ElementPortal({ entry }: { readonly entry: Entry }) {
  const [element, show] = useState(() => entry.element);
  entry.show = show;
  return element && createPortal(createElement(ElementBoundary, { tagName: entry.container.host.localName, children: element }), entry.container);
}

function BatchRoot({ entries }: { readonly entries: readonly Entry[] }) {
  return entries.map((entry, index) => createElement(ElementPortal, { key: index, entry }));
}

let depth = 0;
let pending: Entry[] = [];

function render(all: readonly Entry[]): void {
  const entries = all.filter((entry) => entry.element);
  if (!entries[0]) return;
  const batch: Batch = { live: entries.length };
  const container = entries[0].container.ownerDocument.createElement('div');
  batch.root = createRoot(container);
  const marker = Object.keys(container).find((key) => key.startsWith('_reactListening'));
  for (const entry of entries) {
    entry.batch = batch;
    if (marker && !entry.interactive) (entry.container as unknown as Record<string, boolean>)[marker] = true;
  }
  flushSync(() => batch.root!.render(createElement(BatchRoot, { entries })));
}

/**
 * Renders `element` into `container` synchronously, in its own React root; during `batchElementMounts`, it waits and
 * renders with every element mounted in that batch, in one shared root and one React pass. An element that throws
 * renders nothing and never takes its neighbours down (ElementBoundary). A non-interactive element's shadow root is
 * marked as already listened to (React's own `_reactListening…` marker), so React adds none of its event listeners there.
 */
export function mountElement(container: ShadowRoot, element: ReactElement, options: MountOptions = {}): ElementMount {
  const entry = new Entry(container, options.interactive ?? true, element);
  if (depth > 0) pending.push(entry);
  else render([entry]);
  return entry;
}

/** Runs `work` (typically `customElements.define`, which upgrades every matching element of the page) and renders every element it mounts together, synchronously, when it returns. */
export function batchElementMounts<T>(work: () => T): T {
  depth += 1;
  try {
    return work();
  } finally {
    depth -= 1;
    if (depth === 0) {
      const entries = pending;
      pending = [];
      render(entries);
    }
  }
}
