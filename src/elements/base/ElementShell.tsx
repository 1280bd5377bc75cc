import { createElement, useEffect, useMemo, type ComponentType } from 'react';
import { describeAttributeIssue, parseAttributes, type AttributeSchema, type AttributeValues, type ParsedAttributes } from '../../core/attributes';
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

const parsedBySchema = new WeakMap<AttributeSchema, Map<string, ParsedAttributes<AttributeSchema>>>();

/** The parsed attributes for `texts` (serialised as `key`), shared by every element of a schema with the same attribute texts. */
function parsedAttributes<Schema extends AttributeSchema>(schema: Schema, texts: ElementShellProps<Schema>['texts'], key: string): ParsedAttributes<Schema> {
  let parsed = parsedBySchema.get(schema);
  if (!parsed) {
    parsed = new Map();
    parsedBySchema.set(schema, parsed);
  }
  let result = parsed.get(key) as ParsedAttributes<Schema> | undefined;
  if (!result) {
    result = parseAttributes(schema, texts);
    if (parsed.size >= 64) parsed.clear();
    parsed.set(key, result);
  }
  return result;
}

/** Parses raw attribute texts in core, warns once per malformed value, then renders the element's component in its locale once that catalog is ready. */
export function ElementShell<Schema extends AttributeSchema>({ definition, container, texts }: ElementShellProps<Schema>) {
  const key = JSON.stringify(texts);
  const parsed = useMemo(() => parsedAttributes(definition.attributes, texts, key), [definition.attributes, key]);
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
