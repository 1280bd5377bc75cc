import type { ArgTypes, Args, Meta } from '@storybook/web-components-vite';
import type { AttributeSpec } from '../../src/core/attributes';
import { elementClasses, type StoreTagName } from '../../src/elements/elementClasses';

function controlOf(spec: AttributeSpec): ArgTypes[string] {
  const table = { category: 'attributes' };
  switch (spec.kind) {
    case 'boolean':
      return { control: 'boolean', table };
    case 'number':
      return { control: { type: 'number', min: spec.min, max: spec.max, step: spec.integer ? 1 : undefined }, table };
    case 'enum':
      return { control: 'select', options: [...spec.values], table };
    case 'string':
      return { control: 'text', table };
  }
}

function defaultOf(spec: AttributeSpec): unknown {
  return spec.kind === 'boolean' ? false : spec.default;
}

/** Controls and default args for every attribute of `<tag>` (from its attribute schema), for a story file whose args drive that element. */
export function elementArgs(tag: StoreTagName): { argTypes: ArgTypes; args: Args } {
  const schema = elementClasses[tag].attributeSchema;
  const argTypes = Object.fromEntries(Object.entries(schema).map(([name, spec]) => [name, controlOf(spec)]));
  const args = Object.fromEntries(Object.entries(schema).flatMap(([name, spec]) => (defaultOf(spec) === undefined ? [] : [[name, defaultOf(spec)]])));
  return { argTypes, args };
}

/** Options of elementMeta. */
export interface ElementMetaOptions {
  /** Text above the docs page's stories. Default the element's description in custom-elements.json. */
  readonly description?: string;
  /** Args every story of the file starts from, over the attribute defaults. Default none. */
  readonly args?: Args;
}

/** The default export of an element's story file: an autodocs page built from custom-elements.json, with a control per attribute. */
export function elementMeta(tag: StoreTagName, { description, args = {} }: ElementMetaOptions = {}): Meta {
  const defaults = elementArgs(tag);
  return {
    title: `Elements/${tag}`,
    component: tag,
    tags: ['autodocs'],
    argTypes: defaults.argTypes,
    args: { ...defaults.args, ...args },
    ...(description ? { parameters: { docs: { description: { component: description } } } } : {}),
  };
}
