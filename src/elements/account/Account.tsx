import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import {
  ACCOUNT_MESSAGE_KEYS,
  accountActivityTransition,
  accountFailureMessage,
  INITIAL_ACCOUNT_ACTIVITY,
  loggedInMessage,
  logOutCartMessage,
  SiteUserAccount,
  validateLogin,
} from '../../core/session';
import { sessionCalls } from '../../core/api/sessionCalls';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { dispatchStoreEvent } from '../mounting/dispatchStoreEvent';
import { getSiteServices, type SiteServices } from '../page/siteServices';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { useStore } from '../mounting/useStore';
import { EmailInput } from '../form-fields/EmailInput';
import { LabeledInput } from '../form-fields/LabeledInput';
import type { accountAttributes } from './element';

type Props = StoreComponentProps<typeof accountAttributes>;

/** The host's services, else the page's: the cart among them, if any, is the one to reload after a log-in or log-out. */
function servicesOf(host: HTMLElement): SiteServices {
  return (host as { storefront?: SiteServices }).storefront ?? getSiteServices();
}

/** Log-in form while logged out; 'You are logged in as {email}.', a log-out button and what log-out does to the cart while logged in. */
export function Account({ host, attributes }: Props) {
  const { t, render } = useTranslator();
  const [services] = useState<SiteServices>(() => servicesOf(host));
  const [account] = useState(
    () => new SiteUserAccount({ api: sessionCalls(services.api), cart: { refresh: () => servicesOf(host).cart?.refresh() ?? Promise.resolve() }, session: services.session }),
  );
  const { authenticated, email: accountEmail } = useStore(services.session);
  const [activity, dispatch] = useReducer(accountActivityTransition, INITIAL_ACCOUNT_ACTIVITY);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const loginForm = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const id = useId();
  const busy = activity.status !== 'idle';
  useHostState(host, activity.status === 'idle' ? (authenticated ? 'logged-in' : 'logged-out') : activity.status);

  useEffect(() => {
    if (focusRequest > 0) (statusLine.current ?? loginForm.current)?.focus();
  }, [focusRequest]);

  const logIn = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateLogin({ email, password });
    if (invalid) {
      dispatch({ type: 'invalid', invalid });
      (invalid.field === 'email' ? emailInput : passwordInput).current?.focus();
      return;
    }
    dispatch({ type: 'log-in' });
    try {
      await account.logIn({ email, password, rememberMe });
      setPassword('');
      dispatch({ type: 'succeeded' });
      setFocusRequest((count) => count + 1);
      dispatchStoreEvent(host, 'store-account-login', { rememberMe });
    } catch (error) {
      dispatch({ type: 'failed', message: accountFailureMessage(error) });
    }
  };

  const logOut = async () => {
    if (busy) return;
    const cloneCart = attributes['clone-cart'];
    dispatch({ type: 'log-out' });
    try {
      await account.logOut({ cloneCart });
      dispatch({ type: 'succeeded' });
      setFocusRequest((count) => count + 1);
      dispatchStoreEvent(host, 'store-account-logout', { cloneCart });
    } catch (error) {
      dispatch({ type: 'failed', message: accountFailureMessage(error) });
    }
  };

  const error = activity.status === 'idle' && activity.error && (
    <p part="error" role="alert">
      {render(activity.error)}
    </p>
  );

  if (authenticated && activity.status !== 'logging-in') {
    const loggingOut = activity.status === 'logging-out';
    return (
      <div aria-busy={loggingOut}>
        <p ref={statusLine} part="status" role="status" tabIndex={-1}>
          {render(loggedInMessage(accountEmail))}
        </p>
        <button part="button" type="button" aria-disabled={loggingOut} aria-describedby={`${id}-cart-notice`} onClick={() => void logOut()}>
          {t(loggingOut ? ACCOUNT_MESSAGE_KEYS.loggingOut : ACCOUNT_MESSAGE_KEYS.logOut)}
        </button>
        <p part="cart-notice" id={`${id}-cart-notice`}>
          {render(logOutCartMessage(attributes['clone-cart']))}
        </p>
        {error}
      </div>
    );
  }

  const invalid = activity.status === 'idle' ? activity.invalid : null;
  const loggingIn = activity.status === 'logging-in';
  const fieldError = (field: 'email' | 'password') => (invalid?.field === field ? render(invalid.message) : null);
  const edit = () => dispatch({ type: 'edit' });
  return (
    <form ref={loginForm} part="form" tabIndex={-1} noValidate aria-label={t(ACCOUNT_MESSAGE_KEYS.formLabel)} aria-busy={loggingIn} onSubmit={(event) => void logIn(event)}>
      <EmailInput
        idPrefix={id}
        label={t(ACCOUNT_MESSAGE_KEYS.emailLabel)}
        autoComplete="username"
        value={email}
        inputRef={emailInput}
        error={fieldError('email')}
        onValue={(value) => {
          setEmail(value);
          edit();
        }}
      />
      <LabeledInput
        idPrefix={id}
        name="password"
        part="password"
        label={t(ACCOUNT_MESSAGE_KEYS.passwordLabel)}
        type="password"
        autoComplete="current-password"
        value={password}
        inputRef={passwordInput}
        error={fieldError('password')}
        onValue={(value) => {
          setPassword(value);
          edit();
        }}
      />
      <label part="remember">
        <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
        {t(ACCOUNT_MESSAGE_KEYS.rememberMe)}
      </label>
      <button part="button" type="submit" aria-disabled={loggingIn}>
        {t(loggingIn ? ACCOUNT_MESSAGE_KEYS.loggingIn : ACCOUNT_MESSAGE_KEYS.logIn)}
      </button>
      {error}
    </form>
  );
}
