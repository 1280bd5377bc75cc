import { Component, createContext, createElement, type ReactElement, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { reportError } from '../../core/telemetry/reportError';

/** One element's rendering into its shadow root, inside a React root it may share with the elements upgraded with it. */
export interface ElementMount {
  /** Renders the element's new view, or nothing (scheduled like any React update); a view that failed is retried. */
  update(view: ReactElement | null): void;
  /** Removes the element's rendering from its shadow root; the mount is spent. */
  unmount(): void;
}

/** Options of mountElement. */
export interface MountOptions {
  /** Whether the rendering handles DOM events through React props (onClick…); false spares the shadow root React's delegated listeners. Default true. */
  readonly interactive?: boolean;
}

/** The shadow root of the element rendering (provided by mountElement to everything the element renders). */
export const ElementContainerContext = createContext<ShadowRoot | null>(null);

/** React's "listened to" marker key (found on the first root), and the value mountElement sets it to on a non-interactive element's shadow root. */
let listeningMarker: string | undefined;
const QUIET = 'quiet';

/**
 * Whether React has yet to listen in `container`, an element's shadow root mounted with `interactive: false`: the call
 * removes mountElement's marker, so that a portal mounted into the container makes React listen there (see useReactEvents).
 */
export function needsReactListeners(container: ShadowRoot): boolean {
  const holder = container as unknown as Record<string, unknown>;
  if (!listeningMarker) return false;
  if (holder[listeningMarker] === QUIET) delete holder[listeningMarker];
  return !holder[listeningMarker];
}

interface Batch {
  root?: Root;
  live: number;
}

class Entry implements ElementMount {
  show?: (view: ReactElement | null) => void;
  batch?: Batch;
  live = true;

  constructor(
    readonly container: ShadowRoot,
    readonly interactive: boolean,
    public view: ReactElement | null,
  ) {}

  update(view: ReactElement | null): void {
    if (!this.live) return;
    this.view = view;
    this.show?.(view);
  }

  unmount(): void {
    if (!this.live) return;
    this.live = false;
    this.view = null;
    this.show?.(null);
    const batch = this.batch;
    if (batch && --batch.live === 0) queueMicrotask(() => batch.root?.unmount());
  }
}

interface ElementScopeState {
  readonly view: ReactElement | null;
  readonly failed: boolean;
}

/**
 * One element's rendering in its shadow root: shows the entry's current view and keeps a failure to the element, which
 * then renders nothing (until its next view) while its neighbours in the same React root keep working.
 */
class ElementScope extends Component<{ readonly entry: Entry }, ElementScopeState> {
  override state: ElementScopeState = { view: this.props.entry.view, failed: false };

  constructor(props: { readonly entry: Entry }) {
    super(props);
    props.entry.show = (view) => this.setState({ view, failed: false });
  }

  static getDerivedStateFromError(): Partial<ElementScopeState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const tagName = this.props.entry.container.host.localName;
    console.error(`[storefront-elements] <${tagName}> failed to render:`, error);
    reportError(error, { element: tagName });
  }

  override render(): ReactNode {
    const { view, failed } = this.state;
    return failed || !view ? null : createElement(ElementContainerContext.Provider, { value: this.props.entry.container }, view);
  }
}

function BatchRoot({ entries }: { readonly entries: readonly Entry[] }) {
  return entries.map((entry, index) => createPortal(createElement(ElementScope, { entry }), entry.container, String(index)));
}

let depth = 0;
let pending: Entry[] = [];

function render(all: readonly Entry[]): void {
  const entries = all.filter((entry) => entry.live);
  if (!entries[0]) return;
  const batch: Batch = { live: entries.length };
  const container = entries[0].container.ownerDocument.createElement('div');
  batch.root = createRoot(container);
  listeningMarker ??= Object.keys(container).find((key) => key.startsWith('_reactListening'));
  for (const entry of entries) {
    entry.batch = batch;
    if (listeningMarker && !entry.interactive) (entry.container as unknown as Record<string, unknown>)[listeningMarker] = QUIET;
  }
  flushSync(() => batch.root!.render(createElement(BatchRoot, { entries })));
}

/**
 * Renders `view` into `container` synchronously, in its own React root; during `batchElementMounts`, it waits and
 * renders with every element mounted in that batch, in one shared root and one React pass. An element that throws
 * renders nothing and never takes its neighbours down. A non-interactive element's shadow root is marked as already
 * listened to (React's own `_reactListening…` marker), so React adds none of its event listeners there until something
 * it renders asks for them (useReactEvents: a modal).
 */
export function mountElement(container: ShadowRoot, view: ReactElement | null, options: MountOptions = {}): ElementMount {
  const entry = new Entry(container, options.interactive ?? true, view);
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
