import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../core/api';
import {
  INITIAL_RESTOCK_FORM_STATE,
  isRestockFormShown,
  RESTOCK_MESSAGE_KEYS,
  restockFormTransition,
  restockSuccessMessage,
  validateRestockSignUp,
} from '../../core/restock';
import type { StoreComponentProps } from '../base/ElementShell';
import { getStorefront, type Storefront } from '../base/storefront';
import { render, t } from '../base/translator';
import { useHostState } from '../base/useHostState';
import { useSelection } from '../base/useSelection';
import { mountCaptcha, type CaptchaWidget } from './captchaWidget';
import type { restockNotificationAttributes } from './element';

type Props = StoreComponentProps<typeof restockNotificationAttributes>;

/** The shopper-visible text of a failed sign-up: the server's data.message, else the API error's message. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? render(error.userMessage);
  return t(RESTOCK_MESSAGE_KEYS.unknownError);
}

/** The restock sign-up form, shown when the selected variant (or the product) is sold out and restock notices are enabled. */
export function RestockNotification({ host, attributes }: Props) {
  const { product, variant } = useSelection(host, attributes.product).selection;
  const [{ api }] = useState<Storefront>(() => (host as { storefront?: Storefront }).storefront ?? getStorefront());
  const [state, dispatch] = useReducer(restockFormTransition, INITIAL_RESTOCK_FORM_STATE);
  const [email, setEmail] = useState('');
  const [joinMailingList, setJoinMailingList] = useState(attributes['mailing-list-checked']);
  const captcha = useRef<CaptchaWidget | undefined>(undefined);
  const id = useId();
  const shown = product !== null && isRestockFormShown(product, variant);
  const siteKey = attributes['captcha-site-key'];
  const formVisible = shown && state.status !== 'success';

  useEffect(() => {
    if (!formVisible || !siteKey) return undefined;
    const widget = mountCaptcha(host, siteKey);
    captcha.current = widget;
    return () => {
      widget?.destroy();
      captcha.current = undefined;
    };
  }, [host, siteKey, formVisible]);

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
    const captchaToken = captcha.current?.token();
    const invalid = validateRestockSignUp({ email, captchaRendered: captcha.current !== undefined, captchaToken });
    if (invalid) {
      dispatch({ type: 'invalid', error: invalid });
      return;
    }
    dispatch({ type: 'submit' });
    try {
      await api.signUpForRestock({
        productId: product.id,
        variantId: variant?.id ?? product.structuredContent.variants[0]?.id ?? '',
        siteVisitorEmail: email.trim(),
        isJoinMailingList: attributes['mailing-list'] && joinMailingList,
        ...(captchaToken ? { captchaToken } : {}),
      });
      dispatch({ type: 'succeeded' });
    } catch (error) {
      captcha.current?.reset();
      dispatch({ type: 'failed', message: failureMessage(error) });
    }
  };

  const invalid = state.status === 'idle' ? state.invalid : null;
  const emailErrorId = `${id}-email-error`;
  const submitting = state.status === 'submitting';
  return (
    <form part="form" noValidate aria-label={t(RESTOCK_MESSAGE_KEYS.formLabel)} aria-busy={submitting} onSubmit={(event) => void submit(event)}>
      <label part="label" htmlFor={`${id}-email`}>
        {t(RESTOCK_MESSAGE_KEYS.emailLabel)}
      </label>
      <input
        part="email"
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        maxLength={256}
        value={email}
        aria-invalid={invalid?.field === 'email'}
        aria-describedby={invalid?.field === 'email' ? emailErrorId : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          dispatch({ type: 'edit' });
        }}
      />
      {invalid?.field === 'email' && (
        <p part="field-error" id={emailErrorId} role="alert">
          {render(invalid.message)}
        </p>
      )}
      {attributes['mailing-list'] && (
        <label part="mailing-list">
          <input type="checkbox" name="isJoinMailingList" checked={joinMailingList} onChange={(event) => setJoinMailingList(event.target.checked)} />
          {t(RESTOCK_MESSAGE_KEYS.mailingList)}
        </label>
      )}
      <div part="captcha">
        <slot name="captcha" />
      </div>
      {invalid?.field === 'captcha' && (
        <p part="field-error" role="alert">
          {render(invalid.message)}
        </p>
      )}
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
