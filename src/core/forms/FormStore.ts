import { outcomeUnknown } from '../api/ApiError';
import type { FormCalls, FormSubmissionInput } from '../api/formCalls';
import { newIdempotencyKey } from '../api/idempotencyKey';
import type { Message } from '../i18n';
import type { Form } from '../schemas/formSchema';
import { captchaProblem, type CaptchaStatus } from './captcha/captchaProblem';
import { formFailure, UnparseableFormError } from './formFailure';
import { formHandler, type FormHandler } from './formHandler';
import { FORM_MESSAGE_KEYS } from './formMessageKeys';
import { formSubmissionValues, initialFormValues, type FormFieldValue, type FormValues } from './FormValues';
import type { fieldAnswerProblem, storedAnswer } from './fieldAnswerRule';

/** Where a form stands: being filled in, being sent, sent, or failed (locally or on the server). */
export type FormStatus = 'editing' | 'submitting' | 'success' | 'error';

/** What the form shows. */
export interface FormSnapshot {
  /** The form's state, reflected as data-state. */
  readonly status: FormStatus;
  /** The visitor's answers by field id; kept on every failure. */
  readonly values: FormValues;
  /** Messages by field id: catalog messages from local validation, the server's text from its validation. */
  readonly fieldErrors: Readonly<Record<string, Message | string>>;
  /** Why the captcha blocks sending, if it does. */
  readonly captchaError: Message | null;
  /** The form-level failure message of a failed submission; null otherwise. */
  readonly message: Message | null;
  /** Whether the last attempt failed local validation (the element then says where to scroll). */
  readonly invalidLocally: boolean;
}

/** The captcha as the form uses it. */
export interface FormCaptcha {
  /** Where the captcha stands ('none' when the form has no captcha). */
  readonly status: CaptchaStatus;
  /** The completed token. */
  token(): string | undefined;
  /** Clears the widget after a failed submission. */
  reset(): void;
}

/** How a submit attempt ended. */
export type FormSubmitOutcome =
  | { readonly outcome: 'success' }
  | { readonly outcome: 'invalid' }
  | { readonly outcome: 'failed'; readonly message: Message; readonly fieldErrors: Readonly<Record<string, string>> }
  | { readonly outcome: 'ignored' };

/** Options of FormStore. */
export interface FormStoreOptions {
  /** The API client that validates and saves the submission. */
  readonly api: Pick<FormCalls, 'validateForm' | 'getFormSubmissionKey' | 'saveFormSubmission'>;
  /** The vanilla form handler flag. Default false. */
  readonly vanillaHandler?: boolean;
  /** Answers to start from (kept answers, prefilled fields). Default every field empty. */
  readonly values?: FormValues;
}

const NO_CAPTCHA: FormCaptcha = { status: 'none', token: () => undefined, reset: () => {} };

/** The date, time, number, currency, phone and website rules with their messages, and the stored form of an answer. */
interface AnswerRules {
  readonly fieldAnswerProblem: typeof fieldAnswerProblem;
  readonly storedAnswer: typeof storedAnswer;
}

/**
 * One custom form: its answers and state, local validation (§5 and the answer rules, whose chunk starts loading when the store
 * is made; submit waits for it), then server validation, a submission key and the saved
 * submission (§7); every failure keeps the answers and resets the captcha. Subscribable (`subscribe`, `getSnapshot`).
 */
export class FormStore {
  readonly form: Form;
  readonly handler: FormHandler;
  readonly #api: FormStoreOptions['api'];
  #snapshot: FormSnapshot;
  readonly #listeners = new Set<() => void>();
  /** The submission whose answer never came, with the answers it sent: sending those answers unchanged repeats it as it was. */
  #unsettled: { readonly values: FormValues; readonly submission: FormSubmissionInput } | undefined;
  /** The answer rules: a chunk of their own, loaded when the form is made (and again by a submit after a failed load). */
  #rules: Promise<AnswerRules>;
  #busy = false;

  constructor(form: Form, options: FormStoreOptions) {
    this.form = form;
    this.#api = options.api;
    this.handler = formHandler(options.vanillaHandler ?? false);
    this.#snapshot = {
      status: 'editing',
      values: { ...initialFormValues(form), ...options.values },
      fieldErrors: {},
      captchaError: null,
      message: null,
      invalidLocally: false,
    };
    this.#rules = this.#loadRules();
  }

  /** Starts loading the answer rules' chunk; a submit after a failed load starts it again. */
  #loadRules(): Promise<AnswerRules> {
    const rules = import('./fieldAnswerRule');
    rules.catch(() => undefined);
    return rules;
  }

  /** Registers a change listener; returns its removal. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The current snapshot (a new object after every change). */
  readonly getSnapshot = (): FormSnapshot => this.#snapshot;

  #set(changes: Partial<FormSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...changes };
    for (const listener of [...this.#listeners]) listener();
  }

  /** Records one answer; ignored while sending and after success. */
  setValue(fieldId: string, value: FormFieldValue): void {
    if (this.#snapshot.status === 'submitting' || this.#snapshot.status === 'success') return;
    this.#set({ values: { ...this.#snapshot.values, [fieldId]: value } });
  }

  /**
   * Validates locally, then sends: server validation, submission key, saved submission (with an Idempotency-Key). After a
   * save whose answer never came, sending the answers unchanged repeats that submission as it was (its key, first captcha
   * token and Idempotency-Key), so it is never saved twice. `onSending` hears the answers once local validation has passed
   * and they are being sent.
   */
  async submit(captcha: FormCaptcha = NO_CAPTCHA, onSending?: (values: FormValues) => void): Promise<FormSubmitOutcome> {
    if (this.#snapshot.status === 'submitting' || this.#snapshot.status === 'success' || this.#busy) return { outcome: 'ignored' };
    let rules: AnswerRules;
    this.#busy = true;
    try {
      rules = await this.#rules;
    } catch (error) {
      this.#rules = this.#loadRules();
      return this.#fail(captcha, formFailure(error).message, {});
    } finally {
      this.#busy = false;
    }
    const { values } = this.#snapshot;
    const fieldErrors = this.handler.validate(this.form.fields, values, rules.fieldAnswerProblem);
    const repeat = this.#unsettled?.values === values ? this.#unsettled.submission : undefined;
    const token = captcha.token();
    const captchaError = captchaProblem(captcha.status, token);
    if (Object.keys(fieldErrors).length > 0 || captchaError) {
      this.#set({ status: 'error', fieldErrors, captchaError, message: null, invalidLocally: Object.keys(fieldErrors).length > 0 });
      return { outcome: 'invalid' };
    }
    this.#set({ status: 'submitting', fieldErrors: {}, captchaError: null, message: null, invalidLocally: false });
    onSending?.(values);
    try {
      const answers = formSubmissionValues(this.form, values, rules.storedAnswer);
      try {
        JSON.stringify(answers);
      } catch (cause) {
        throw new UnparseableFormError({ cause });
      }
      let submission = repeat;
      if (!submission) {
        const validation = await this.#api.validateForm(this.form.id, answers);
        if (!validation.valid) {
          const message: Message = { key: FORM_MESSAGE_KEYS.invalidFields };
          return this.#fail(captcha, message, validation.errors);
        }
        const key = await this.#api.getFormSubmissionKey();
        submission = { key, form: answers, ...(token ? { captchaKey: token } : {}), eventFields: { formId: this.form.id }, idempotencyKey: newIdempotencyKey() };
      }
      this.#unsettled = { values, submission };
      await this.#api.saveFormSubmission(submission);
      this.#unsettled = undefined;
      this.#set({ status: 'success' });
      return { outcome: 'success' };
    } catch (error) {
      if (!outcomeUnknown(error)) this.#unsettled = undefined;
      const failure = formFailure(error);
      return this.#fail(captcha, failure.message, failure.fieldErrors);
    }
  }

  #fail(captcha: FormCaptcha, message: Message, fieldErrors: Readonly<Record<string, string>>): FormSubmitOutcome {
    captcha.reset();
    this.#set({ status: 'error', fieldErrors, message, captchaError: null, invalidLocally: false });
    return { outcome: 'failed', message, fieldErrors };
  }
}
