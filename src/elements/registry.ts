import type { StoreTagName } from './elementClasses';

/** Every element of the library: tag name and a lazy loader for its class (used by the autoloader). */
export const elementRegistry: ReadonlyArray<readonly [tagName: StoreTagName, load: () => Promise<CustomElementConstructor>]> = [
  ['store-product', () => import('./product/element').then((module) => module.StoreProductElement)],
];
