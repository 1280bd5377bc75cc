import { useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../core/api';
import { restockCalls } from '../../core/api/restockCalls';
import { CAPTCHA_MESSAGE_KEYS } from '../../core/forms';
import {
  INITIAL_RESTOCK_FORM_STATE,
  isRestockFormShown,
  RESTOCK_MESSAGE_KEYS,
  restockFormTransition,
  restockSuccessMessage,
  validateRestockSignUp,
} from '../../core/restock';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { getSiteServices, type SiteServices } from '../page/siteServices';
import { useTranslator, type ElementText } from '../i18n/translator';
import { captchaSettings, focusCaptchaWidget, useCaptcha } from '../form-fields/useCaptcha';
import { useHostState } from '../mounting/useHostState';
import { useSelection } from '../selection/useSelection';
import { EmailInput } from '../form-fields/EmailInput';
import type { restockNotificationAttributes } from './element';

type Props = StoreComponentProps<typeof restockNotificationAttributes>;

/** The shopper-visible text of a failed sign-up: the server's data.message, else the API error's message. */
function failureMessage(error: unknown, { t, render }: ElementText): string {
  if (error instanceof ApiError) return error.serverMessage ?? render(error.userMessage);
  return t(RESTOCK_MESSAGE_KEYS.unknownError);
}

/** The restock sign-up form, shown when the selected variant (or the product) is sold out and restock notices are enabled. */
export function RestockNotification({ host, attributes }: Props) {
  const text = useTranslator();
  const { t, render } = text;
  const { product, variant } = useSelection(host, attributes.product).selection;
  const [{ api }] = useState<SiteServices>(() => (host as { storefront?: SiteServices }).storefront ?? getSiteServices());
  const [state, dispatch] = useReducer(restockFormTransition, INITIAL_RESTOCK_FORM_STATE);
  const [email, setEmail] = useState('');
  const [joinMailingList, setJoinMailingList] = useState(attributes['mailing-list-checked']);
  const emailInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const shown = product !== null && isRestockFormShown(product, variant);
  const { siteKey, scriptUrl } = captchaSettings(attributes['captcha-site-key'], attributes['captcha-script-url']);
  const formVisible = shown && state.status !== 'success';
  const captcha = useCaptcha(host, formVisible && siteKey ? { siteKey, scriptUrl } : null);

  useHostState(host, product === null ? 'loading' : !shown ? 'hidden' : state.status);
  if (!shown || !product) return null;

  if (state.status === 'success') {
    const message = restockSuccessMessage(product);
    return (
      <p part="success" role="status">
        {render(message)}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.status === 'submitting') return;
    const captchaToken = captcha.token();
    const invalid = validateRestockSignUp({ email, captcha: captcha.status, captchaToken });
    if (invalid) {
      dispatch({ type: 'invalid', error: invalid });
      if (invalid.field === 'email') emailInput.current?.focus();
      else focusCaptchaWidget(host);
      return;
    }
    dispatch({ type: 'submit' });
    try {
      await restockCalls(api).signUpForRestock({
        productId: product.id,
        variantId: variant?.id ?? product.structuredContent.variants[0]?.id ?? '',
        siteVisitorEmail: email.trim(),
        isJoinMailingList: attributes['mailing-list'] && joinMailingList,
        ...(captchaToken ? { captchaToken } : {}),
      });
      dispatch({ type: 'succeeded' });
    } catch (error) {
      captcha.reset();
      dispatch({ type: 'failed', message: failureMessage(error, text) });
    }
  };

  const invalid = state.status === 'idle' ? state.invalid : null;
  const submitting = state.status === 'submitting';
  return (
    <form part="form" noValidate aria-label={t(RESTOCK_MESSAGE_KEYS.formLabel)} aria-busy={submitting} onSubmit={(event) => void submit(event)}>
      <EmailInput
        idPrefix={id}
        label={t(RESTOCK_MESSAGE_KEYS.emailLabel)}
        autoComplete="email"
        value={email}
        inputRef={emailInput}
        error={invalid?.field === 'email' ? render(invalid.message) : null}
        alert
        onValue={(value) => {
          setEmail(value);
          dispatch({ type: 'edit' });
        }}
      />
      {attributes['mailing-list'] && (
        <label part="mailing-list">
          <input type="checkbox" name="isJoinMailingList" checked={joinMailingList} onChange={(event) => setJoinMailingList(event.target.checked)} />
          {t(RESTOCK_MESSAGE_KEYS.mailingList)}
        </label>
      )}
      {siteKey && (
        <div part="captcha">
          <slot name="captcha" />
        </div>
      )}
      {invalid?.field === 'captcha' ? (
        <p part="field-error" role="alert">
          {render(invalid.message)}
        </p>
      ) : captcha.status === 'failed' ? (
        <p part="field-error" role="alert">
          {t(CAPTCHA_MESSAGE_KEYS.notSetUp)}
        </p>
      ) : null}
      <button part="button" type="submit" aria-disabled={submitting}>
        {t(submitting ? RESTOCK_MESSAGE_KEYS.submitting : RESTOCK_MESSAGE_KEYS.submit)}
      </button>
      {state.status === 'error' && (
        <p part="error" role="alert">
          {render(state.message)}
        </p>
      )}
    </form>
  );
}
