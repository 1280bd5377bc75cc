import type { ReactNode, Ref } from 'react';
import { EMAIL_MAX_LENGTH } from '../../core/forms/isEmailAddress';
import { LabeledInput } from './LabeledInput';

/** Props of EmailInput. */
export interface EmailInputProps {
  /** The element's id prefix: the input's id is `<idPrefix>-email`. */
  readonly idPrefix: string;
  /** The label's text. */
  readonly label: ReactNode;
  /** The input's autocomplete token: `email`, or `username` on a login form. */
  readonly autoComplete: 'email' | 'username';
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

/** The email input of a store form, named and sized as the spec's email rule (at most EMAIL_MAX_LENGTH characters), in the part `email`. */
export function EmailInput(props: EmailInputProps) {
  return <LabeledInput {...props} name="email" part="email" type="email" maxLength={EMAIL_MAX_LENGTH} />;
}
