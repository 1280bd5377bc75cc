import type * as AdditionalFieldsModule from './AdditionalFieldsModal';

/** Loads the additional-fields form, a chunk of its own, the first time a product's form opens. */
export function loadAdditionalFieldsModal(): Promise<typeof AdditionalFieldsModule> {
  return import('./AdditionalFieldsModal');
}
