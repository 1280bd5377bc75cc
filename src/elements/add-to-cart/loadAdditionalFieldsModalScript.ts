import type * as AdditionalFieldsModule from './AdditionalFieldsModal';

/** File next to the single-file script that holds the additional-fields form, its fields, rules and styles (built from AdditionalFieldsModal). */
export const ADDITIONAL_FIELDS_SCRIPT = 'storefront-additional-fields.js';

/** Loads the additional-fields form from its own ES module next to the single-file script, the first time a product's form opens. */
export function loadAdditionalFieldsModal(): Promise<typeof AdditionalFieldsModule> {
  return import(new URL(ADDITIONAL_FIELDS_SCRIPT, import.meta.url).href) as Promise<typeof AdditionalFieldsModule>;
}
