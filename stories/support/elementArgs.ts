import type { ArgTypes, Args } from '@storybook/web-components-vite';
import type { AttributeSpec } from '../../src/core/attributes';
import type { StoreTagName } from '../../src/elements/manifest';
import { attributeSchemaOf } from './attributeSchemaOf';

function controlOf(spec: AttributeSpec): ArgTypes[string] {
  const table = { category: 'attributes' };
  switch (spec.kind) {
    case 'boolean':
      return { type: { name: 'boolean' }, control: 'boolean', table };
    case 'number':
      return { type: { name: 'number' }, control: { type: 'number', min: spec.min, max: spec.max, step: spec.integer ? 1 : undefined }, table };
    case 'enum':
      return { type: { name: 'enum', value: [...spec.values] }, control: 'select', options: [...spec.values], table };
    case 'string':
    case 'url':
      return { type: { name: 'string' }, control: 'text', table };
  }
}

function defaultOf(spec: AttributeSpec): unknown {
  return spec.kind === 'boolean' ? false : spec.default;
}

/** Controls for every attribute of `<tag>` (from its attribute schema) and its default args, `args` over them: spread into the story file's default export. */
export function elementArgs(tag: StoreTagName, args: Args = {}): { argTypes: ArgTypes; args: Args } {
  const schema = attributeSchemaOf(tag);
  const argTypes = Object.fromEntries(Object.entries(schema).map(([name, spec]) => [name, controlOf(spec)]));
  const defaults = Object.fromEntries(Object.entries(schema).flatMap(([name, spec]) => (defaultOf(spec) === undefined ? [] : [[name, defaultOf(spec)]])));
  return { argTypes, args: { ...defaults, ...args } };
}
