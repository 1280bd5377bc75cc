import './elements/index';

export { VERSION } from './core/version';
export { defineElement } from './elements/define';
export type { DefineResult } from './elements/define';
export { defineAllElements } from './elements/defineAllElements';
export { elementClasses } from './elements/elementClasses';
export type { StoreTagName } from './elements/elementClasses';
export type { StoreEventDetails, StoreEventMap } from './elements/events';
export type { StoreElement, StoreElementClass } from './elements/base/createStoreElement';
