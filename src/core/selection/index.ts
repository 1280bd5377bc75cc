export { SelectionStore } from './SelectionStore';
export type { SelectionSnapshot, SelectionStatus } from './SelectionStore';
export { readProductJson, ProductSourceError } from './readProductJson';
export { loadProduct, productUrl } from './loadProduct';
export { storeSettingsOf, soldOutMessage } from './storeSettings';
export type { StoreMerchandisingSettings } from './storeSettings';
export { isOptionValueInStock } from './optionValueAvailability';
