/// <reference types="vite/client" />
import type { AttributeSchema } from '../../src/core/attributes';
import type { StoreElementClass } from '../../src/elements/mounting/createStoreElement';
import { elementManifest, type StoreTagName } from '../../src/elements/manifest';

/** Every element.ts of src/elements, loaded with the stories (Storybook and Vitest both run on Vite). */
const elementModules = import.meta.glob<Record<string, unknown>>('../../src/elements/*/element.ts', { eager: true });

const isElementClass = (value: unknown): value is StoreElementClass => typeof value === 'function' && 'attributeSchema' in value;

/** The attributes `<tag>` parses: the attribute schema of the class in the element.ts of its folder (the element manifest names it). */
export function attributeSchemaOf(tag: StoreTagName): AttributeSchema {
  const file = `../../src/elements/${elementManifest[tag].folder}/element.ts`;
  const elementClass = Object.values(elementModules[file] ?? {}).find(isElementClass);
  if (!elementClass) throw new Error(`${file} exports no element class for <${tag}>`);
  return elementClass.attributeSchema;
}
