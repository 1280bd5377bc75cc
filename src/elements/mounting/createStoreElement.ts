import r2wc, { type R2WCBaseProps } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { describeAttributeIssue, parseAttributes, type AttributeSchema, type AttributeValues } from '../../core/attributes';
import { hostText, subscribeHostTextChanges } from '../i18n/hostText';
import { batchElementMounts, elementRenderer, ElementScope } from './mountElement';
import type { StoreComponentProps } from './StoreComponentProps';
import { ElementTextContext, type ElementText } from '../i18n/translator';
import { FORM_CALLBACKS, type FormCallbackHolder } from './useFormCallbacks';
import { styleSheetFor } from '../styles/styleSheetFor';
import { useStore } from './useStore';

/** Everything needed to turn a React component into a `store-*` custom element. */
export interface StoreElementDefinition<Schema extends AttributeSchema> {
  /** Tag name, prefixed `store-`. */
  readonly tagName: string;
  /** The component rendered into the open shadow root. */
  readonly component: ComponentType<StoreComponentProps<Schema>>;
  /** Attribute schema, parsed in core. */
  readonly attributes: Schema;
  /** CSS text adopted by the shadow root as a constructable stylesheet. */
  readonly styles: string;
  /** Whether the element takes part in forms through ElementInternals. Default false. */
  readonly formAssociated?: boolean;
}

/** Instance side of every `store-*` element. */
export interface StoreElement extends HTMLElement {
  /** The ElementInternals of a form-associated element; null otherwise or when unsupported. */
  readonly internals: ElementInternals | null;
}

/** Constructor of a `store-*` element. */
export type StoreElementClass = {
  new (): StoreElement;
  prototype: StoreElement;
  readonly tagName: string;
  readonly formAssociated: boolean;
  /** The attributes the element reads, each with its parser. */
  readonly attributeSchema: AttributeSchema;
};

/** What an element renders from: its attributes parsed in core, and its host's texts (undefined until that catalog is ready). */
interface ElementSnapshot<Schema extends AttributeSchema> {
  readonly attributes: AttributeValues<Schema>;
  readonly text: ElementText | undefined;
}

/** The standard custom-element callbacks r2wc's element class implements. */
type R2wcElementClass = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/**
 * A connected element's state: its attribute texts parsed in core (a warning per malformed value, given once) and its
 * host's texts (kept while a newly needed catalog loads).
 */
class ElementState<Schema extends AttributeSchema> {
  #key: string | undefined;
  #snapshot: ElementSnapshot<Schema> | undefined;
  #stopTextChanges: (() => void) | undefined;
  readonly #listeners = new Set<() => void>();
  readonly #warnings = new Set<string>();

  constructor(
    readonly definition: StoreElementDefinition<Schema>,
    readonly host: StoreElement,
    readonly root: ShadowRoot,
  ) {}

  /** Calls `listener` when the snapshot changes; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** What the element renders from: read from the host when first asked (its first render), then kept current while started. */
  readonly getSnapshot = (): ElementSnapshot<Schema> => this.#snapshot ?? this.#read();

  /** Follows the host's attributes and texts until stop (read at the first render, so an element whose render waits costs nothing more meanwhile). */
  start(): void {
    this.#stopTextChanges ??= subscribeHostTextChanges(() => this.refresh());
    this.refresh();
  }

  /** Stops following the host's texts (the element left the page). */
  stop(): void {
    this.#stopTextChanges?.();
    this.#stopTextChanges = undefined;
  }

  /** Takes the host's current attributes and texts, while started and once read. */
  refresh(): void {
    if (!this.#stopTextChanges || !this.#snapshot) return;
    const previous = this.#snapshot;
    if (this.#read() !== previous) for (const listener of this.#listeners) listener();
  }

  /** The snapshot of the host's current attributes and texts: the previous one when neither changed. */
  #read(): ElementSnapshot<Schema> {
    const { host } = this;
    const texts = Object.fromEntries(Object.keys(this.definition.attributes).map((name) => [name, host.getAttribute(name)]));
    const key = JSON.stringify(texts);
    const previous = this.#snapshot;
    const text = hostText(host) ?? previous?.text;
    const sameAttributes = previous !== undefined && key === this.#key;
    if (sameAttributes && text === previous.text) return previous;
    this.#key = key;
    this.#snapshot = { attributes: sameAttributes ? previous.attributes : this.#parse(texts), text };
    return this.#snapshot;
  }

  #parse(texts: Readonly<Record<string, string | null>>): AttributeValues<Schema> {
    const { attributes: schema, tagName } = this.definition;
    const parsed = parseAttributes(schema, texts);
    for (const issue of parsed.issues) {
      const warning = describeAttributeIssue(tagName, issue);
      if (this.#warnings.has(warning)) continue;
      this.#warnings.add(warning);
      console.warn(warning);
    }
    return parsed.values;
  }
}

function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Wraps a component as a custom element through r2wc's public interface: an open shadow root styled by an adopted
 * stylesheet, mounted by elementRenderer (synchronously on connect, batched per definition, unmounted on disconnect).
 * r2wc transforms no attribute: the element observes its schema's attributes itself and keeps them, parsed in core,
 * in an ElementState the mounted view reads through useSyncExternalStore, so `attr=""` and removal are honoured, the
 * view follows its host's locale, and nothing renders while the element is detached. Each attribute has a property
 * reflecting it (`product-id` ↔ `productId`).
 */
export function createStoreElement<Schema extends AttributeSchema>(definition: StoreElementDefinition<Schema>): StoreElementClass {
  const attributeNames = Object.keys(definition.attributes);
  const states = new WeakMap<Node, ElementState<Schema>>();

  function ElementView({ container }: R2WCBaseProps) {
    const state = states.get(container!)!;
    const snapshot = useStore(state);
    const { host, root } = state;
    if (!snapshot.text) return createElement('slot');
    return createElement(
      ElementScope,
      { host, resetKey: snapshot },
      createElement(ElementTextContext.Provider, { value: snapshot.text }, createElement(definition.component, { host, root, attributes: snapshot.attributes })),
    );
  }

  const Base = r2wc(ElementView, { shadow: 'open', props: [], events: [] }, elementRenderer) as R2wcElementClass;

  class Element extends Base implements StoreElement {
    static readonly tagName = definition.tagName;
    static readonly formAssociated = definition.formAssociated ?? false;
    static readonly attributeSchema: AttributeSchema = definition.attributes;
    static readonly observedAttributes = attributeNames;
    /** Runs `work` (a `customElements.define`) so that every element it upgrades renders in one React pass. */
    static readonly batchMounts = batchElementMounts;
    readonly internals: ElementInternals | null;
    readonly #state: ElementState<Schema>;

    constructor() {
      super();
      this.internals = Element.formAssociated && typeof this.attachInternals === 'function' ? this.attachInternals() : null;
      const root = this.shadowRoot!;
      root.adoptedStyleSheets = [styleSheetFor(definition.styles)];
      this.#state = new ElementState(definition, this, root);
      states.set(root, this.#state);
    }

    /** Renders synchronously (upgraded by a definition: with the other elements of its batch, before the next paint), so the element has its final layout in the frame it upgrades in. */
    override connectedCallback(): void {
      this.#state.start();
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      this.#state.stop();
    }

    /** An observed attribute changed: a connected element renders it. */
    attributeChangedCallback(): void {
      this.#state.refresh();
    }

    /** The owning form was reset: the element returns to its default value. */
    formResetCallback(): void {
      (this as unknown as FormCallbackHolder)[FORM_CALLBACKS]?.reset();
    }

    /** The browser restores the element's submitted state (back/forward navigation, autofill). */
    formStateRestoreCallback(state: unknown): void {
      (this as unknown as FormCallbackHolder)[FORM_CALLBACKS]?.restore?.(state);
    }
  }

  for (const name of attributeNames) {
    Object.defineProperty(Element.prototype, camelCase(name), {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return this.getAttribute(name) ?? undefined;
      },
      set(this: Element, value: unknown) {
        if (value == null) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }
  return Element as unknown as StoreElementClass;
}
