import { useId, type ChangeEvent, type ReactNode } from 'react';
import {
  characterCount,
  choicesOf,
  formFieldOptionValue,
  formFieldParts,
  LIKERT_SCORES,
  likertStatements,
  partOf,
  textOf,
  type FormFieldValue,
  type FormValues,
} from '../../core/forms';
import type { FormField } from '../../core/schemas';
import type { SummaryFieldValueKey } from '../../core/forms/FormFieldType';
import { useTranslator } from '../i18n/translator';

/** Props of FormFields. */
export interface FormFieldsProps {
  /** The form's fields, in order. */
  readonly fields: readonly FormField[];
  /** Answers by field id. */
  readonly values: FormValues;
  /** Shown messages by field id (drawn above the field's title). Default none. */
  readonly errors?: Readonly<Record<string, string>>;
  /** Called with a field's new answer. */
  readonly onChange: (fieldId: string, value: FormFieldValue) => void;
  /** The extra maxLength a textarea carries (the vanilla form handler's). Default none. */
  readonly textareaMaxLength?: (field: FormField) => number | undefined;
}

const INPUT_TYPES: Readonly<Record<string, string>> = {
  text: 'text',
  website: 'url',
  twitter: 'text',
  password: 'password',
  number: 'number',
  currency: 'number',
  email: 'email',
};

const AUTOCOMPLETE: Readonly<Partial<Record<SummaryFieldValueKey | 'email', string>>> = {
  email: 'email',
  First: 'given-name',
  Last: 'family-name',
  Line1: 'address-line1',
  Line2: 'address-line2',
  City: 'address-level2',
  State: 'address-level1',
  Zip: 'postal-code',
  Country: 'country-name',
  Areacode: 'tel-area-code',
  Prefix: 'tel-local-prefix',
  Line: 'tel-local-suffix',
};

const PART_SIZES: Readonly<Partial<Record<SummaryFieldValueKey, number>>> = {
  Areacode: 3,
  Prefix: 3,
  Line: 4,
  Month: 2,
  Day: 2,
  Year: 4,
  Hour: 2,
  Minute: 2,
  Second: 2,
};

const NUMERIC_PARTS: readonly SummaryFieldValueKey[] = ['Areacode', 'Prefix', 'Line', 'Month', 'Day', 'Year', 'Hour', 'Minute', 'Second'];

/** The element ids a field's controls and messages use. */
interface FieldIds {
  readonly control: string;
  readonly error: string;
  readonly description: string;
  readonly counter: string;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

function Title({ field }: { readonly field: FormField }) {
  const { t } = useTranslator();
  return (
    <>
      {field.title ?? field.id}
      {field.required && field.type !== 'likert' ? (
        <>
          {' '}
          <span part="required-mark">{t('form.requiredMark')}</span>
        </>
      ) : null}
    </>
  );
}

function Description({ field, id }: { readonly field: FormField; readonly id: string }) {
  return field.description ? (
    <p part="field-description" id={id}>
      {field.description}
    </p>
  ) : null;
}

/** The parts or likert rows of an answer as a record (empty for any other answer). */
function recordOf(value: FormFieldValue | undefined): Readonly<Record<string, string>> {
  return typeof value === 'object' && !Array.isArray(value) ? (value as Readonly<Record<string, string>>) : {};
}

/** Draws one field: its error above its title, then its labelled control(s). */
function Field({ field, value, error, ids, onChange, textareaMaxLength }: {
  readonly field: FormField;
  readonly value: FormFieldValue | undefined;
  readonly error: string | undefined;
  readonly ids: FieldIds;
  readonly onChange: (value: FormFieldValue) => void;
  readonly textareaMaxLength: number | undefined;
}) {
  const { t, render } = useTranslator();
  const errorId = error ? ids.error : undefined;
  const descriptionId = field.description ? ids.description : undefined;
  const invalid = error ? true : undefined;
  const wrap = (content: ReactNode) => (
    <div part="field" data-field-id={field.id} data-type={field.type}>
      {error ? (
        <p part="field-error" id={ids.error} role="alert">
          {error}
        </p>
      ) : null}
      {content}
    </div>
  );
  const group = (content: ReactNode) =>
    wrap(
      <fieldset part="fieldset" aria-describedby={describedBy(errorId, descriptionId)}>
        <legend part="field-label">
          <Title field={field} />
        </legend>
        <Description field={field} id={ids.description} />
        {content}
      </fieldset>,
    );
  const labelled = (control: ReactNode, after?: ReactNode) =>
    wrap(
      <>
        <label part="field-label" htmlFor={ids.control}>
          <Title field={field} />
        </label>
        <Description field={field} id={ids.description} />
        {control}
        {after}
      </>,
    );
  const single = {
    part: 'field-control',
    id: ids.control,
    name: field.id,
    'aria-invalid': invalid,
    'aria-required': field.required || undefined,
    'data-invalid': invalid ? '' : undefined,
  };

  const parts = formFieldParts(field.type);
  if (parts) {
    return group(
      <div part="parts">
        {parts.map((key, index) => {
          const id = `${ids.control}-${key}`;
          const common = {
            part: 'field-control',
            id,
            name: `${field.id}.${key}`,
            value: partOf(value, key),
            'aria-invalid': invalid,
            'data-invalid': index === 0 && invalid ? '' : undefined,
            onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...recordOf(value), [key]: event.target.value }),
          };
          return (
            <label part="part" key={key} htmlFor={id}>
              <span part="part-label">{t(`form.part.${key}`)}</span>
              {key === 'Ampm' ? (
                <select {...common}>
                  <option value="" />
                  <option value="AM">{t('form.ampm.AM')}</option>
                  <option value="PM">{t('form.ampm.PM')}</option>
                </select>
              ) : (
                <input
                  {...common}
                  type={field.type === 'phone' ? 'tel' : 'text'}
                  inputMode={NUMERIC_PARTS.includes(key) ? 'numeric' : undefined}
                  maxLength={PART_SIZES[key]}
                  size={PART_SIZES[key]}
                  autoComplete={AUTOCOMPLETE[key]}
                  aria-required={field.required && key !== 'Line2' && key !== 'Second' ? true : undefined}
                />
              )}
            </label>
          );
        })}
      </div>,
    );
  }

  switch (field.type) {
    case 'section':
      return (
        <div part="field" data-field-id={field.id} data-type="section">
          <h3 part="section">{field.title}</h3>
          <Description field={field} id={ids.description} />
        </div>
      );
    case 'hidden':
      return <input type="hidden" name={field.id} value={textOf(value)} />;
    case 'radio':
    case 'checkbox': {
      const chosen = field.type === 'checkbox' ? choicesOf(value) : [textOf(value)];
      return group(
        field.options.map((option, index) => {
          const optionValue = formFieldOptionValue(option);
          const id = `${ids.control}-${index}`;
          return (
            <label part="choice" key={optionValue} htmlFor={id}>
              <input
                part="field-control choice-control"
                type={field.type}
                id={id}
                name={field.id}
                value={optionValue}
                checked={chosen.includes(optionValue)}
                aria-invalid={field.type === 'checkbox' ? invalid : undefined}
                data-invalid={index === 0 && invalid ? '' : undefined}
                onChange={(event) => {
                  if (field.type === 'radio') onChange(optionValue);
                  else onChange(event.target.checked ? [...chosen, optionValue] : chosen.filter((item) => item !== optionValue));
                }}
              />
              {optionValue}
            </label>
          );
        }),
      );
    }
    case 'likert':
      return group(
        likertStatements(field).map((statement, row) => (
          <fieldset part="likert-row" key={statement}>
            <legend part="likert-statement">{statement}</legend>
            {LIKERT_SCORES.map((score) => {
              const id = `${ids.control}-${row}-${score}`;
              return (
                <label part="choice" key={score} htmlFor={id}>
                  <input
                    part="field-control choice-control"
                    type="radio"
                    id={id}
                    name={`${field.id}.${row}`}
                    value={String(score)}
                    checked={partOf(value, statement) === String(score)}
                    onChange={() => onChange({ ...recordOf(value), [statement]: String(score) })}
                  />
                  {t(`form.likert.${score}`)}
                </label>
              );
            })}
          </fieldset>
        )),
      );
    case 'select':
      return labelled(
        <select {...single} value={textOf(value)} aria-describedby={describedBy(errorId, descriptionId)} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder ?? t('form.selectPrompt')}</option>
          {field.options.map((option) => {
            const optionValue = formFieldOptionValue(option);
            return (
              <option key={optionValue} value={optionValue}>
                {optionValue}
              </option>
            );
          })}
        </select>,
      );
    case 'textarea': {
      const text = textOf(value);
      const counter = characterCount(text, field.maxLength);
      return labelled(
        <textarea
          {...single}
          value={text}
          placeholder={field.placeholder}
          maxLength={textareaMaxLength}
          aria-describedby={describedBy(errorId, descriptionId, counter && ids.counter)}
          onChange={(event) => onChange(event.target.value)}
        />,
        counter ? (
          <p part={counter.over ? 'counter counter-over' : 'counter'} id={ids.counter} data-over={counter.over ? '' : undefined}>
            {render(counter.message)}
          </p>
        ) : null,
      );
    }
    default:
      return labelled(
        <input
          {...single}
          type={INPUT_TYPES[field.type] ?? 'text'}
          step={field.type === 'currency' ? '0.01' : undefined}
          min={field.type === 'number' ? field.min : field.type === 'currency' ? 0 : undefined}
          max={field.type === 'number' ? field.max : undefined}
          inputMode={field.type === 'currency' ? 'decimal' : undefined}
          autoComplete={field.type === 'email' ? AUTOCOMPLETE.email : undefined}
          value={textOf(value)}
          placeholder={field.placeholder}
          aria-describedby={describedBy(errorId, descriptionId)}
          onChange={(event) => onChange(event.target.value)}
        />,
      );
  }
}

/**
 * The one field renderer of every form (custom forms, the additional-fields modal, the cart page's answers): each of the
 * 19 field types as a labelled control; multi-part fields as a fieldset with a legend and parts named by summary keys;
 * each field's error above its title.
 */
export function FormFields({ fields, values, errors = {}, onChange, textareaMaxLength }: FormFieldsProps) {
  const base = useId();
  return (
    <div part="fields">
      {fields.map((field, index) => {
        const prefix = `${base}-${index}`;
        return (
          <Field
            key={field.id}
            field={field}
            value={Object.hasOwn(values, field.id) ? values[field.id] : undefined}
            error={Object.hasOwn(errors, field.id) ? errors[field.id] : undefined}
            ids={{ control: prefix, error: `${prefix}-error`, description: `${prefix}-description`, counter: `${prefix}-counter` }}
            onChange={(value) => onChange(field.id, value)}
            textareaMaxLength={textareaMaxLength?.(field)}
          />
        );
      })}
    </div>
  );
}

/** Moves focus to the first control of the first field in error under `root`; true when one was found. */
export function focusFirstInvalidField(root: ParentNode): boolean {
  const first = root.querySelector<HTMLElement>('[data-invalid]');
  first?.focus();
  return first !== null;
}
