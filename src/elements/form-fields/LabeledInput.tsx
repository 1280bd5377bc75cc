import type { ReactNode, Ref } from 'react';

/** Props of LabeledInput. */
export interface LabeledInputProps {
  /** The element's id prefix: the input's id is `<idPrefix>-<name>` and its error's `<idPrefix>-<name>-error`. */
  readonly idPrefix: string;
  /** The input's name, as submitted. */
  readonly name: string;
  /** The input's part name. */
  readonly part: string;
  /** The label's text. */
  readonly label: ReactNode;
  /** The input's type. */
  readonly type: 'email' | 'password' | 'text';
  /** The input's autocomplete token. */
  readonly autoComplete: string;
  /** The most characters the input takes. Default none. */
  readonly maxLength?: number;
  /** The input's value. */
  readonly value: string;
  /** Receives the input element. Default none. */
  readonly inputRef?: Ref<HTMLInputElement>;
  /** The error shown under the input, which is then invalid; null when it is valid. */
  readonly error: ReactNode | null;
  /** Whether the error is announced as an alert. Default false. */
  readonly alert?: boolean;
  /** Called with the new value on each edit. */
  readonly onValue: (value: string) => void;
}

/** A labelled input and its error, joined by ids, in the parts `label`, `<part>` and `field-error`. */
export function LabeledInput({ idPrefix, name, part, label, type, autoComplete, maxLength, value, inputRef, error, alert = false, onValue }: LabeledInputProps) {
  const inputId = `${idPrefix}-${name}`;
  const errorId = `${inputId}-error`;
  const invalid = error !== null;
  return (
    <>
      <label part="label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={inputRef}
        part={part}
        id={inputId}
        type={type}
        name={name}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {invalid && (
        <p part="field-error" id={errorId} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </>
  );
}
