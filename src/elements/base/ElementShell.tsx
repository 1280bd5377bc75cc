import { createElement, useEffect, useMemo, type ComponentType } from 'react';
import { describeAttributeIssue, parseAttributes, type AttributeSchema, type AttributeValues } from '../../core/attributes';
import type { StoreElement } from './createStoreElement';
import { ElementTextContext, useHostText } from './translator';

/** Props every element component receives. */
export interface StoreComponentProps<Schema extends AttributeSchema> {
  /** The custom element itself. */
  readonly host: StoreElement;
  /** Its open shadow root. */
  readonly root: ShadowRoot;
  /** Parsed attribute values (defaults for absent or malformed ones). */
  readonly attributes: AttributeValues<Schema>;
}

/** Props of ElementShell. */
export interface ElementShellProps<Schema extends AttributeSchema> {
  readonly definition: {
    readonly tagName: string;
    readonly attributes: Schema;
    readonly component: ComponentType<StoreComponentProps<Schema>>;
  };
  readonly container: ShadowRoot;
  readonly texts: Readonly<Record<string, string | undefined>>;
}

/** Parses raw attribute texts in core, warns once per malformed value, then renders the element's component in its locale once that catalog is ready. */
export function ElementShell<Schema extends AttributeSchema>({ definition, container, texts }: ElementShellProps<Schema>) {
  const key = JSON.stringify(texts);
  const parsed = useMemo(() => parseAttributes(definition.attributes, texts), [definition.attributes, key]);
  useEffect(() => {
    for (const issue of parsed.issues) console.warn(describeAttributeIssue(definition.tagName, issue));
  }, [parsed, definition.tagName]);
  const text = useHostText(container.host);
  if (!text) return null;
  return createElement(
    ElementTextContext.Provider,
    { value: text },
    createElement(definition.component, {
      host: container.host as StoreElement,
      root: container,
      attributes: parsed.values,
    }),
  );
}
