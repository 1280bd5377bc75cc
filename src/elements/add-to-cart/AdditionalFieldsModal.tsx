import { useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { additionalFieldErrors, type AdditionalFieldValues } from '../../core/addToCart';
import { initialFormValues } from '../../core/forms';
import type { Form } from '../../core/schemas';
import { FormFields, focusFirstInvalidField } from '../form-fields/FormFields';
import { adoptStyles } from '../styles/adoptStyles';
import { Modal } from '../modal/Modal';
import { useTranslator } from '../i18n/translator';
import { additionalFieldsStyles } from './additionalFieldsStyles';

/** Props of AdditionalFieldsModal. */
export interface AdditionalFieldsModalProps {
  readonly form: Form;
  readonly onSubmit: (values: AdditionalFieldValues) => void;
  readonly onCancel: () => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
  /** Answers to fill the form with (editing in the cart). Default none. */
  readonly initialValues?: AdditionalFieldValues | null;
  /** Text of the submit button. Default 'Add To Cart'. */
  readonly submitLabel?: string;
  /** A refusal to show above the fields (server message). Default none. */
  readonly error?: string | null;
}

/**
 * The additional-fields form in a modal lightbox, drawn by the shared field renderer and checked by the custom forms'
 * rules: focus contained, Escape, Cancel or a click outside closes, focus returns to the button.
 */
export function AdditionalFieldsModal({ form, onSubmit, onCancel, returnFocusTo, initialValues, submitLabel, error }: AdditionalFieldsModalProps) {
  const { t, render } = useTranslator();
  const titleId = useId();
  const [values, setValues] = useState<AdditionalFieldValues>(() => ({ ...initialFormValues(form), ...initialValues }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (title.current) adoptStyles(title.current, additionalFieldsStyles);
  }, []);

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
    <Modal part="modal" labelledBy={titleId} onDismiss={onCancel} returnFocusTo={returnFocusTo}>
      <h2 part="modal-title" id={titleId} ref={title}>
        {form.name ?? t('addToCart.additionalFields.title')}
      </h2>
      <form part="form" noValidate onSubmit={submit}>
        {error ? (
          <p part="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <FormFields fields={form.fields} values={values} errors={errors} onChange={(id, value) => setValues((current) => ({ ...current, [id]: value }))} />
        <div part="actions">
          <button part="cancel" type="button" onClick={onCancel}>
            {t('addToCart.additionalFields.cancel')}
          </button>
          <button part="submit" type="submit">
            {submitLabel ?? t('addToCart.additionalFields.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
