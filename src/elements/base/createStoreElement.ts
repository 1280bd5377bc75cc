import { createElement, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { describeAttributeIssue, parseAttributes, type AttributeSchema, type AttributeValues } from '../../core/attributes';
import { hostText, subscribeHostTextChanges } from './hostText';
import { batchElementMounts, mountElement, type ElementMount } from './mountElement';
import type { StoreComponentProps } from './StoreComponentProps';
import { ElementTextContext, type ElementText } from './translator';
import { FORM_CALLBACKS, type FormCallbackHolder } from './useFormCallbacks';
import { styleSheetFor } from './styleSheetFor';

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
  /** Whether the component handles DOM events through React props (onClick…); false spares its shadow root React's delegated event listeners. Default true. */
  readonly interactive?: boolean;
  /** Work done each time the element connects, before it renders (start the page's shared services it needs). Default none. */
  readonly connect?: (host: StoreElement) => void;
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

/** r2wc keeps its props and render method under these global symbols (r2wc 2.x). */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Wraps a component as a custom element: open shadow root, adopted stylesheet, every attribute
 * passed as raw text (r2wc `string`) and parsed in core, `attr=""` and removal honoured.
 */
export function createStoreElement<Schema extends AttributeSchema>(definition: StoreElementDefinition<Schema>): StoreElementClass {
  const attributeNames = Object.keys(definition.attributes);
  const propNames = Object.fromEntries(attributeNames.map((name) => [name, camelCase(name)]));
  const mountOptions = { interactive: definition.interactive ?? true };
  const Base = r2wc(definition.component as unknown as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    props: Object.fromEntries(attributeNames.map((name) => [propNames[name], 'string'])),
  }) as unknown as { new (): HTMLElement & R2wcInternals };

  class Element extends Base implements StoreElement {
    static readonly tagName = definition.tagName;
    static readonly formAssociated = definition.formAssociated ?? false;
    static readonly attributeSchema: AttributeSchema = definition.attributes;
    /** Runs `work` (a `customElements.define`) so that every element it upgrades renders in one React pass. */
    static readonly batchMounts = batchElementMounts;
    readonly internals: ElementInternals | null;
    #mount: ElementMount | undefined;
    #stopTextChanges: (() => void) | undefined;
    #attributeKey: string | undefined;
    #attributes: AttributeValues<Schema> | undefined;
    #text: ElementText | undefined;
    readonly #warnings = new Set<string>();

    constructor() {
      super();
      this.internals = Element.formAssociated && typeof this.attachInternals === 'function' ? this.attachInternals() : null;
      const root = this.shadowRoot;
      if (root) root.adoptedStyleSheets = [styleSheetFor(definition.styles)];
      for (const name of attributeNames) this[R2WC_PROPS][propNames[name] as string] = this.getAttribute(name) ?? undefined;
    }

    /**
     * Renders synchronously on connect (with the other elements of its batch when upgraded by a definition), so the
     * element has its final layout in the same frame it upgrades (no layout shift): the attributes parsed in core (a
     * warning per malformed value, given once), in the host's locale once that catalog is ready (nothing before the first one is).
     */
    override [R2WC_RENDER](): void {
      if (!this.isConnected || !this.shadowRoot) return;
      const texts: Record<string, string | undefined> = {};
      for (const name of attributeNames) texts[name] = this[R2WC_PROPS][propNames[name] as string] as string | undefined;
      const key = JSON.stringify(texts);
      const text = hostText(this) ?? this.#text;
      if (this.#mount && key === this.#attributeKey && text === this.#text) return;
      if (key !== this.#attributeKey) {
        const parsed = parseAttributes(definition.attributes, texts);
        for (const issue of parsed.issues) {
          const warning = describeAttributeIssue(definition.tagName, issue);
          if (this.#warnings.has(warning)) continue;
          this.#warnings.add(warning);
          console.warn(warning);
        }
        this.#attributeKey = key;
        this.#attributes = parsed.values;
      }
      this.#text = text;
      const view = text
        ? createElement(ElementTextContext.Provider, { value: text }, createElement(definition.component, { host: this, root: this.shadowRoot, attributes: this.#attributes! }))
        : null;
      if (this.#mount) {
        this.#mount.update(view);
        return;
      }
      definition.connect?.(this);
      this.#stopTextChanges = subscribeHostTextChanges(() => this[R2WC_RENDER]());
      this.#mount = mountElement(this.shadowRoot, view, mountOptions);
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      this.#stopTextChanges?.();
      this.#stopTextChanges = undefined;
      this.#mount?.unmount();
      this.#mount = undefined;
    }

    /** The owning form was reset: the element returns to its default value. */
    formResetCallback(): void {
      (this as unknown as FormCallbackHolder)[FORM_CALLBACKS]?.reset();
    }

    /** The browser restores the element's submitted state (back/forward navigation, autofill). */
    formStateRestoreCallback(state: unknown): void {
      (this as unknown as FormCallbackHolder)[FORM_CALLBACKS]?.restore?.(state);
    }

    /** Records the attribute; renders only when connected, so the first render sees the element's ancestors (r2wc alone would mount a detached element). */
    attributeChangedCallback(name: string, _previous: string | null, next: string | null): void {
      const prop = propNames[name];
      if (prop === undefined) return;
      this[R2WC_PROPS][prop] = next ?? undefined;
      if (this.isConnected) this[R2WC_RENDER]();
    }
  }
  return Element as unknown as StoreElementClass;
}
