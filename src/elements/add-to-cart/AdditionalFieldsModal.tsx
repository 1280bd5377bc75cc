import { useId, useState, type FormEvent, type RefObject } from 'react';
import { additionalFieldErrors, type AdditionalFieldValues } from '../../core/addToCart';
import type { Message } from '../../core/i18n';
import type { Form, FormField } from '../../core/schemas';
import { render, t } from '../base/translator';
import { Modal } from '../base/Modal';

/** Props of AdditionalFieldsModal. */
export interface AdditionalFieldsModalProps {
  readonly form: Form;
  readonly onSubmit: (values: AdditionalFieldValues) => void;
  readonly onCancel: () => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

const INPUT_TYPES: Readonly<Record<string, string>> = {
  email: 'email',
  number: 'number',
  currency: 'number',
  website: 'url',
  password: 'password',
  date: 'date',
  time: 'time',
  phone: 'tel',
};

function optionValue(option: FormField['options'][number]): string {
  return typeof option === 'string' ? option : option.value;
}

function readValues(form: Form, element: HTMLFormElement): AdditionalFieldValues {
  const data = new FormData(element);
  const values: Record<string, string | string[]> = {};
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    if (field.type === 'checkbox') values[field.id] = data.getAll(field.id).map(String);
    else values[field.id] = String(data.get(field.id) ?? '');
  }
  return values;
}

/** The additional-fields form in a modal lightbox: focus contained, Escape, Cancel or a click outside closes, focus returns to the button. */
export function AdditionalFieldsModal({ form, onSubmit, onCancel, returnFocusTo }: AdditionalFieldsModalProps) {
  const titleId = useId();
  const baseId = useId();
  const [errors, setErrors] = useState<Record<string, Message>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readValues(form, event.currentTarget);
    const found = additionalFieldErrors(form, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const control = (field: FormField, id: string, describedBy: string | undefined) => {
    const common = { part: 'field-control', id, name: field.id, 'aria-invalid': describedBy ? true : undefined, 'aria-describedby': describedBy };
    switch (field.type) {
      case 'textarea':
        return <textarea {...common} maxLength={field.maxLength} placeholder={field.placeholder} />;
      case 'select':
        return (
          <select {...common} defaultValue="">
            <option value="">{field.placeholder ?? ''}</option>
            {field.options.map((option) => (
              <option key={optionValue(option)} value={optionValue(option)}>
                {optionValue(option)}
              </option>
            ))}
          </select>
        );
      default:
        return <input {...common} type={INPUT_TYPES[field.type] ?? 'text'} placeholder={field.placeholder} />;
    }
  };

  return (
    <Modal part="modal" labelledBy={titleId} onDismiss={onCancel} returnFocusTo={returnFocusTo}>
      <h2 part="modal-title" id={titleId}>
        {form.name ?? t('addToCart.additionalFields.title')}
      </h2>
      <form part="form" noValidate onSubmit={submit}>
        {form.fields.map((field, index) => {
          if (field.type === 'hidden') return null;
          const id = `${baseId}-${index}`;
          const error = errors[field.id];
          const errorId = error ? `${id}-error` : undefined;
          if (field.type === 'section') {
            return (
              <h3 part="section" key={field.id}>
                {field.title}
              </h3>
            );
          }
          const errorText = error ? (
            <p part="field-error" id={errorId} role="alert">
              {render(error)}
            </p>
          ) : null;
          if (field.type === 'radio' || field.type === 'checkbox') {
            return (
              <fieldset part="field" key={field.id} aria-describedby={errorId}>
                <legend part="field-label">{field.title}</legend>
                {errorText}
                {field.options.map((option, optionIndex) => (
                  <label key={optionValue(option)}>
                    <input part="field-control" type={field.type} id={`${id}-${optionIndex}`} name={field.id} value={optionValue(option)} />
                    {optionValue(option)}
                  </label>
                ))}
              </fieldset>
            );
          }
          return (
            <div part="field" key={field.id}>
              <label part="field-label" htmlFor={id}>
                {field.title}
              </label>
              {errorText}
              {control(field, id, errorId)}
            </div>
          );
        })}
        <div part="actions">
          <button part="cancel" type="button" onClick={onCancel}>
            {t('addToCart.additionalFields.cancel')}
          </button>
          <button part="submit" type="submit">
            {t('addToCart.additionalFields.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
