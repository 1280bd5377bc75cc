import { createElement, useSyncExternalStore, type ReactElement } from 'react';
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

interface Batch {
  root: Root | undefined;
  live: number;
}

class Entry implements ElementMount {
  private element: ReactElement | null;
  private readonly listeners = new Set<() => void>();
  batch: Batch | undefined;

  constructor(
    readonly key: string,
    readonly container: ShadowRoot,
    readonly tagName: string,
    readonly interactive: boolean,
    element: ReactElement,
  ) {
    this.element = element;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ReactElement | null => this.element;

  update(element: ReactElement): void {
    if (this.element === null) return;
    this.element = element;
    for (const listener of [...this.listeners]) listener();
  }

  unmount(): void {
    if (this.element === null) return;
    this.element = null;
    for (const listener of [...this.listeners]) listener();
    const batch = this.batch;
    if (batch && --batch.live === 0) queueMicrotask(() => batch.root?.unmount());
  }
}

function ElementPortal({ entry }: { readonly entry: Entry }) {
  const element = useSyncExternalStore(entry.subscribe, entry.getSnapshot, entry.getSnapshot);
  return element ? createPortal(createElement(ElementBoundary, { tagName: entry.tagName, children: element }), entry.container) : null;
}

function BatchRoot({ entries }: { readonly entries: readonly Entry[] }) {
  return entries.map((entry) => createElement(ElementPortal, { key: entry.key, entry }));
}

/** React marks a container it listens on with an own property named `_reactListening…`; found once on a root's container. */
function listeningMarkerOf(container: HTMLElement): string | undefined {
  return Object.keys(container).find((key) => key.startsWith('_reactListening'));
}

let depth = 0;
let pending: Entry[] = [];
let nextKey = 0;

function render(all: readonly Entry[]): void {
  const entries = all.filter((entry) => entry.getSnapshot() !== null);
  if (entries.length === 0) return;
  const batch: Batch = { root: undefined, live: entries.length };
  for (const entry of entries) entry.batch = batch;
  const rootContainer = entries[0]!.container.ownerDocument.createElement('div');
  const root = createRoot(rootContainer, { onCaughtError: () => {} });
  batch.root = root;
  const marker = listeningMarkerOf(rootContainer);
  if (marker) for (const entry of entries) if (!entry.interactive) (entry.container as unknown as Record<string, boolean>)[marker] = true;
  flushSync(() => root.render(createElement(BatchRoot, { entries })));
}

/** Options of mountElement. */
export interface MountOptions {
  /** Whether the rendering handles DOM events through React props (onClick…); false spares the shadow root React's delegated listeners. Default true. */
  readonly interactive?: boolean;
}

/**
 * Renders `element` into `container` synchronously, in its own React root; during `batchElementMounts`, it waits and
 * renders with every element mounted in that batch, in one shared root and one React pass. An element that throws
 * renders nothing and never takes its neighbours down (ElementBoundary).
 */
export function mountElement(container: ShadowRoot, element: ReactElement, options: MountOptions = {}): ElementMount {
  const entry = new Entry(String((nextKey += 1)), container, container.host.localName, options.interactive ?? true, element);
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
    if (depth === 0 && pending.length > 0) {
      const entries = pending;
      pending = [];
      render(entries);
    }
  }
}
