import type * as AdditionalFieldsModule from './AdditionalFieldsModal';

/** Loads the additional-fields form: a chunk of the ES build (the single-file build swaps in loadAdditionalFieldsModalScript). */
export function loadAdditionalFieldsModal(): Promise<typeof AdditionalFieldsModule> {
  return import('./AdditionalFieldsModal');
}
