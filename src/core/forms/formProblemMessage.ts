import type { Message } from '../i18n';
import { FORM_MESSAGE_KEYS } from './formMessageKeys';

/**
 * The notice shown by the submit button when local validation fails: '…Please scroll up to review.' when the first error
 * lies above the button, '…Please scroll down to review.' when it lies below (positions are page offsets of their tops).
 */
export function formProblemMessage(firstErrorTop: number, submitTop: number): Message {
  return { key: firstErrorTop < submitTop ? FORM_MESSAGE_KEYS.problemScrollUp : FORM_MESSAGE_KEYS.problemScrollDown };
}
