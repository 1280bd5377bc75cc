import { lazy, Suspense } from 'react';
import type { AdditionalFieldsModalProps } from './AdditionalFieldsModal';
import { loadAdditionalFieldsModal } from './loadAdditionalFieldsModal';

const AdditionalFieldsModal = lazy(() => loadAdditionalFieldsModal().then((module) => ({ default: module.AdditionalFieldsModal })));

/** AdditionalFieldsModal, loaded with its form fields, rules and styles the first time a product's additional-fields form opens. */
export function LazyAdditionalFieldsModal(props: AdditionalFieldsModalProps) {
  return (
    <Suspense fallback={null}>
      <AdditionalFieldsModal {...props} />
    </Suspense>
  );
}
