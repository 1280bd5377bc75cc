import type { Message } from '../i18n';
import { FORM_MESSAGE_KEYS } from './formMessageKeys';

/** A textarea's character counter: 'n / max', flagged once the text is over max. */
export interface CharacterCount {
  /** Characters typed. */
  readonly count: number;
  /** The field's limit. */
  readonly max: number;
  /** Whether the text is over the limit. */
  readonly over: boolean;
  /** The counter text, 'n / max'. */
  readonly message: Message;
}

/** The counter of a textarea with a max length; undefined without one. */
export function characterCount(text: string, maxLength: number | undefined): CharacterCount | undefined {
  if (maxLength === undefined) return undefined;
  const count = text.length;
  return { count, max: maxLength, over: count > maxLength, message: { key: FORM_MESSAGE_KEYS.counter, values: { count, max: maxLength } } };
}
