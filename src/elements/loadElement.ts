import { defineElement } from './define';
import type { StoreTagName } from './manifest';
import { scriptElementClasses } from './scriptElementClasses';
import { scriptSiblingLoaders } from './scriptSiblingLoaders';

/** The single-file script's way to an element class it does not bundle: loads its file from next to the script (once), defines the tag and resolves to the class. */
export async function loadElement(tagName: StoreTagName): Promise<CustomElementConstructor> {
  const bundled = (scriptElementClasses as Partial<Record<StoreTagName, CustomElementConstructor>>)[tagName];
  if (bundled) return bundled;
  const load = scriptSiblingLoaders().find(([name]) => name === tagName)?.[1].load;
  if (!load) throw new Error(`<${String(tagName)}> is not an element of storefront-elements`);
  const elementClass = await load();
  defineElement(tagName, elementClass);
  return elementClass;
}
