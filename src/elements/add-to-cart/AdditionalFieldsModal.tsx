import { useCallback, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { additionalFieldErrors, type AdditionalFieldValues } from '../../core/addToCart';
import { initialFormValues } from '../../core/forms';
import type { Form } from '../../core/schemas';
import { FormFields, focusFirstInvalidField } from '../base/form-fields';
import { render, t } from '../base/translator';
import { useFocusTrap } from '../base/useFocusTrap';

/** Props of AdditionalFieldsModal. */
export interface AdditionalFieldsModalProps {
  readonly form: Form;
  readonly onSubmit: (values: AdditionalFieldValues) => void;
  readonly onCancel: () => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

/** The additional-fields form in a modal lightbox: focus contained, Escape or Cancel closes, focus returns to the button. */
export function AdditionalFieldsModal({ form, onSubmit, onCancel, returnFocusTo }: AdditionalFieldsModalProps) {
  const titleId = useId();
  const modal = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<AdditionalFieldValues>(() => initialFormValues(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const cancel = useCallback(() => onCancel(), [onCancel]);
  useFocusTrap(modal, true, { onEscape: cancel, returnTo: returnFocusTo });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = additionalFieldErrors(form, values);
    setErrors(Object.fromEntries(Object.entries(found).map(([id, message]) => [id, render(message)])));
    if (Object.keys(found).length === 0) onSubmit(values);
    else {
      const element = event.currentTarget;
      queueMicrotask(() => focusFirstInvalidField(element));
    }
  };

  return (
    <div part="backdrop">
      <div part="modal" ref={modal} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 part="modal-title" id={titleId}>
          {form.name ?? t('addToCart.additionalFields.title')}
        </h2>
        <form part="form" noValidate onSubmit={submit}>
          <FormFields fields={form.fields} values={values} errors={errors} onChange={(id, value) => setValues((current) => ({ ...current, [id]: value }))} />
          <div part="actions">
            <button part="cancel" type="button" onClick={cancel}>
              {t('addToCart.additionalFields.cancel')}
            </button>
            <button part="submit" type="submit">
              {t('addToCart.additionalFields.submit')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
