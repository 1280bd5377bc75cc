import type { Args, Meta, StoryObj } from '@storybook/web-components-vite';
import type { FormFieldType } from '../src/core/forms/FormFieldType';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { formPage, submitForm, typeIn, type FormCallAnswers } from './support/formPage';
import { EVERY_FIELD_FORM, FIELD_OF_TYPE, OPTIONAL_FORM, storyForm } from './support/forms';
import { installStandInCaptcha, removeCaptchaProvider } from './support/standInCaptcha';

const meta: Meta = {
  title: 'Elements/store-form',
  component: 'store-form',
  tags: ['autodocs'],
  ...elementArgs('store-form'),
};
export default meta;

type Story = StoryObj;

/** A story that draws `form` and, when `act` is given, plays it once rendered. */
function story(form: unknown, answers: FormCallAnswers = {}, act?: (page: HTMLElement) => Promise<void>, args: Args = {}): Story {
  return elementStory(
    'store-form',
    () => {
      const page = formPage(form, answers);
      if (act) void act(page);
      return page;
    },
    args,
  );
}

const fieldStory = (type: FormFieldType): Story => story(storyForm([FIELD_OF_TYPE[type]], { name: `Field: ${type}` }));

/** Field: text — a single text input. */
export const FieldText = fieldStory('text');
/** Field: textarea — with its 'n / max' counter. */
export const FieldTextarea = fieldStory('textarea');
/** Field: email — an email input. */
export const FieldEmail = fieldStory('email');
/** Field: currency — a number input with cent steps. */
export const FieldCurrency = fieldStory('currency');
/** Field: number — a number input. */
export const FieldNumber = fieldStory('number');
/** Field: website — a URL input. */
export const FieldWebsite = fieldStory('website');
/** Field: password — a password input. */
export const FieldPassword = fieldStory('password');
/** Field: twitter — a text input. */
export const FieldTwitter = fieldStory('twitter');
/** Field: date — Month, Day, Year in a fieldset. */
export const FieldDate = fieldStory('date');
/** Field: time — Hour, Minute, Second, AM/PM in a fieldset. */
export const FieldTime = fieldStory('time');
/** Field: name — First, Last in a fieldset. */
export const FieldName = fieldStory('name');
/** Field: address — Line1, Line2, City, State, Zip, Country in a fieldset. */
export const FieldAddress = fieldStory('address');
/** Field: phone — Area Code, Prefix, Line in a fieldset. */
export const FieldPhone = fieldStory('phone');
/** Field: section — a heading validation skips. */
export const FieldSection = fieldStory('section');
/** Field: radio — options as given. */
export const FieldRadio = fieldStory('radio');
/** Field: checkbox — options as given. */
export const FieldCheckbox = fieldStory('checkbox');
/** Field: select — options as given. */
export const FieldSelect = fieldStory('select');
/** Field: likert — one row per statement, Strongly Disagree to Strongly Agree. */
export const FieldLikert = fieldStory('likert');
/** Field: hidden — a hidden input; nothing to see but the submit button. */
export const FieldHidden = fieldStory('hidden');

/** Editing: one field of every type. */
export const EveryField = story(EVERY_FIELD_FORM);

/** Submitted empty: 'Required' above every required field, focus on the first, and the scroll notice. */
export const RequiredErrors = story(EVERY_FIELD_FORM, {}, submitForm);

/** 'Email is not valid. Email addresses should follow the format user@domain.com.' */
export const EmailInvalid = story(OPTIONAL_FORM, {}, async (page) => {
  await typeIn(page, 'email', 'ada@example');
  await submitForm(page);
});

/** The counter flags the overflow and 'You have exceeded the character limit.' shows. */
export const CharacterLimit = story(OPTIONAL_FORM, {}, async (page) => {
  await typeIn(page, 'message', 'This message runs on and on, far past the hundred and twenty characters the studio allows in this small box. It keeps going.');
  await submitForm(page);
});

/** Impossible answers (area code 'ab', 'not a url', 13/40/0, 99:99, -5 guests, -3.999): each field says what it takes. */
export const ImpossibleAnswers = story(
  storyForm((['phone', 'website', 'date', 'time', 'number', 'currency'] as const).map((type) => ({ ...FIELD_OF_TYPE[type], required: false }))),
  {},
  async (page) => {
    const answers: [string, string][] = [
      ['phone.Areacode', 'ab'],
      ['website', 'not a url'],
      ['date.Month', '13'],
      ['date.Day', '40'],
      ['date.Year', '0'],
      ['time.Hour', '99'],
      ['time.Minute', '99'],
      ['guests', '-5'],
      ['budget', '-3.999'],
    ];
    for (const [name, value] of answers) await typeIn(page, name, value);
    await submitForm(page);
  },
);

/** The vanilla form handler: the textarea carries its maxLength, so typing stops at the limit. */
export const VanillaHandler = story(OPTIONAL_FORM, {}, undefined, { 'vanilla-handler': true });

/** Submitting: locked with 'Submitting…', submit label 'Saving…'. */
export const Submitting = story(OPTIONAL_FORM, { validate: 'hang' }, submitForm);

/** Success: the form is replaced by the submissionMessage. */
export const SuccessMessage = story(OPTIONAL_FORM, {}, submitForm);

/** Success: the form is replaced by the submissionHTML, sanitised (its script and onerror never run). */
export const SuccessHtml = story(
  { ...OPTIONAL_FORM, submissionHTML: { html: '<h3>Thank you!</h3><p>We have your request. <a href="#top">Back to top</a></p><img src="missing.png" alt="" onerror="alert(1)"><script>alert(2)</script>' } },
  {},
  submitForm,
);

/** 401: 'Unable to submit form. Please try again later.' */
export const Failure401 = story(OPTIONAL_FORM, { save: { status: 401, body: { message: 'Unauthorised' } } }, submitForm);
/** 404: 'This form has not been configured yet.' */
export const Failure404 = story(OPTIONAL_FORM, { validate: { status: 404, body: { message: 'No form' } } }, submitForm);
/** 429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' */
export const Failure429 = story(OPTIONAL_FORM, { save: { status: 429, body: { message: 'Too many' } } }, submitForm);
/** 500: 'Unable to send form. Please try again later.' */
export const Failure500 = story(OPTIONAL_FORM, { save: { status: 500, body: { message: 'Boom' } } }, submitForm);
/** 400 with per-field errors: each shows at its field, with 'One or more fields is invalid, please check your entries.' */
export const FailureFieldErrors = story(OPTIONAL_FORM, { validate: { status: 400, body: { message: 'invalid', errors: { email: 'That address bounced.' } } } }, submitForm);
/** Another failure: the server's own text. */
export const FailureServerText = story(OPTIONAL_FORM, { save: { status: 400, body: { message: 'Captcha verification failed.' } } }, submitForm);
/** No submission key: 'Could not get a form submission key, please try again later.' */
export const FailureNoKey = story(OPTIONAL_FORM, { key: { status: 503, body: {} } }, submitForm);
/** An unreadable answer: 'Error processing form submission. Please reload and try again.' */
export const FailureProcessing = story(OPTIONAL_FORM, { key: { status: 200, text: '<html>' } }, submitForm);
/** No answer at all: 'Unknown error, please try again later.' */
export const FailureUnknown = story(OPTIONAL_FORM, { validate: 'network' }, submitForm);

/** Captcha required: submitting without completing it shows 'Complete CAPTCHA before submitting.' and sends nothing. */
export const CaptchaRequired: Story = story(
  { ...OPTIONAL_FORM, captchaEnabled: true, captchaAlignment: 2 },
  {},
  async (page) => {
    installStandInCaptcha();
    await submitForm(page);
  },
  { 'captcha-site-key': 'story-site-key' },
);

/** Captcha not set up: the provider cannot load, so 'ReCaptcha has not been set up!' shows and nothing is ever sent. */
export const CaptchaNotSetUp: Story = story({ ...OPTIONAL_FORM, captchaEnabled: true }, {}, async () => removeCaptchaProvider(), {
  'captcha-site-key': 'story-site-key',
  'captcha-script-url': '/no-captcha-provider.js',
});
