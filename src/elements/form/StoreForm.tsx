import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  CAPTCHA_MESSAGE_KEYS,
  captchaAlignment,
  captchaTheme,
  FORM_MESSAGE_KEYS,
  formProblemMessage,
  FormSourceError,
  FormStore,
  formSuccess,
  loadForm,
  readFormJson,
  type CaptchaStatus,
  type FormSnapshot,
  type FormSuccess,
} from '../../core/forms';
import { createFetchHttpAdapter } from '../../core/api';
import { formCalls } from '../../core/api/formCalls';
import type { Message } from '../../core/i18n';
import type { Form } from '../../core/schemas';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { dispatchStoreEvent } from '../mounting/dispatchStoreEvent';
import { FormFields, focusFirstInvalidField } from '../form-fields/FormFields';
import { loadSanitizer } from '../layers/loadSanitizer';
import { productScriptOf } from '../selection/productScriptOf';
import { getSiteServices, type SiteServices } from '../page/siteServices';
import { useTranslator, type ElementText } from '../i18n/translator';
import { captchaSettings, focusCaptchaWidget, useCaptcha } from '../form-fields/useCaptcha';
import { useHostState } from '../mounting/useHostState';
import { useStore } from '../mounting/useStore';
import type { storeFormAttributes } from './element';

type Props = StoreComponentProps<typeof storeFormAttributes>;
type Attributes = Props['attributes'];

/** Where the form's JSON stands. */
type Source = { readonly status: 'loading' } | { readonly status: 'ready'; readonly form: Form } | { readonly status: 'unavailable'; readonly message: Message };

function unavailable(error: unknown): Source {
  console.error(`[storefront-elements] <store-form> ${error instanceof Error ? error.message : String(error)}`);
  const notFound = error instanceof FormSourceError && error.code === 'not-found';
  return { status: 'unavailable', message: { key: notFound ? FORM_MESSAGE_KEYS.notConfigured : FORM_MESSAGE_KEYS.unavailable } };
}

/** The form from the element's JSON script, read on the first render (its final layout at once); else loading by id. */
function initialSource(host: HTMLElement, formId: string | undefined): Source {
  const text = productScriptOf(host)?.textContent;
  if (text) {
    try {
      return { status: 'ready', form: readFormJson(text, '<store-form> JSON script') };
    } catch (error) {
      return unavailable(error);
    }
  }
  return formId ? { status: 'loading' } : unavailable(new Error('has neither a JSON script child nor a form-id'));
}

/** Server HTML (submission or disclaimer), sanitised by DOMPurify (setSanitizedHtml: through the library's Trusted Types policy, or as cleaned nodes where the page allows none). */
function SanitizedHtml({ html, part }: { readonly html: string; readonly part: string }) {
  const target = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    let current = true;
    void loadSanitizer().then(({ setSanitizedHtml }) => {
      if (current && target.current) setSanitizedHtml(target.current, html);
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <div part={part} ref={target} />;
}

function SuccessMessage({ success }: { readonly success: FormSuccess }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div part="success" role="status" tabIndex={-1} ref={box}>
      {success.kind === 'html' ? <SanitizedHtml part="success-html" html={success.html} /> : success.kind === 'text' ? success.text : null}
    </div>
  );
}

function shownErrors(snapshot: FormSnapshot, render: ElementText['render']): Record<string, string> {
  return Object.fromEntries(Object.entries(snapshot.fieldErrors).map(([id, error]) => [id, typeof error === 'string' ? error : render(error)]));
}

/** The disclaimer: text, or `{ html }` sanitised. */
function Disclaimer({ value }: { readonly value: Form['disclaimerMessage'] }) {
  if (typeof value === 'string') return value.trim() ? <p part="disclaimer">{value}</p> : null;
  const html = value?.html ?? '';
  return html.trim() ? <SanitizedHtml part="disclaimer" html={html} /> : null;
}

/** A drawn form: fields, captcha, submission and its outcome. */
function FormView({ host, form, services, attributes }: { readonly host: HTMLElement; readonly form: Form; readonly services: SiteServices; readonly attributes: Attributes }) {
  const { t, render } = useTranslator();
  const [store] = useState(() => new FormStore(form, { api: formCalls(services.api), vanillaHandler: attributes['vanilla-handler'] }));
  const snapshot = useStore(store);
  const titleId = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<Message | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const { siteKey, scriptUrl } = captchaSettings(attributes['captcha-site-key'], attributes['captcha-script-url']);
  const captchaNeeded = form.captchaEnabled && snapshot.status !== 'success';
  const captcha = useCaptcha(host, captchaNeeded && siteKey ? { siteKey, scriptUrl, theme: captchaTheme(form.captchaTheme) } : null);
  const captchaStatus: CaptchaStatus = !form.captchaEnabled ? 'none' : siteKey ? captcha.status : 'failed';
  useHostState(host, snapshot.status);

  useEffect(() => {
    dispatchStoreEvent(host, 'store-form-render', { formId: form.id, formName: form.name });
  }, [host, form]);

  useEffect(() => {
    if (form.captchaEnabled && !siteKey) console.warn(`[storefront-elements] <store-form> form ${form.id} has captchaEnabled but no captcha site key (attribute or page context).`);
  }, [form, siteKey]);

  useLayoutEffect(() => {
    if (body.current) body.current.inert = snapshot.status === 'submitting';
  }, [snapshot.status]);

  useLayoutEffect(() => {
    if (focusRequest === 0) return;
    const root = formElement.current;
    if (!root) return;
    const first = root.querySelector<HTMLElement>('[data-invalid]');
    if (first && store.getSnapshot().invalidLocally && submitButton.current) {
      setProblem(formProblemMessage(first.getBoundingClientRect().top, submitButton.current.getBoundingClientRect().top));
    }
    if (!focusFirstInvalidField(root) && store.getSnapshot().captchaError) focusCaptchaWidget(host);
  }, [focusRequest, host, store]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const outcome = await store.submit({ status: captchaStatus, token: captcha.token, reset: captcha.reset }, (values) =>
      dispatchStoreEvent(host, 'store-form-submit', { formId: form.id, values }),
    );
    const after = store.getSnapshot();
    if (outcome.outcome === 'success') {
      const result = formSuccess(form, host.ownerDocument.baseURI);
      const redirectTo = result.kind === 'redirect' ? result.url : null;
      const proceed = dispatchStoreEvent(host, 'store-form-success', { formId: form.id, redirectTo }, { cancelable: true });
      if (redirectTo && proceed) host.ownerDocument.defaultView?.location.assign(redirectTo);
      return;
    }
    if (outcome.outcome === 'ignored') return;
    setFocusRequest((count) => count + 1);
    dispatchStoreEvent(host, 'store-form-error', {
      formId: form.id,
      stage: outcome.outcome === 'invalid' ? 'validation' : 'submission',
      message: after.message ? render(after.message) : after.captchaError ? render(after.captchaError) : null,
      fieldErrors: shownErrors(after, render),
    });
  };

  if (snapshot.status === 'success') {
    const result = formSuccess(form, host.ownerDocument.baseURI);
    const shown = result.kind === 'redirect' ? formSuccess({ ...form, successRedirect: undefined }, host.ownerDocument.baseURI) : result;
    return <SuccessMessage success={shown} />;
  }

  const submitting = snapshot.status === 'submitting';
  const captchaMessage = snapshot.captchaError ?? (captchaStatus === 'failed' ? { key: CAPTCHA_MESSAGE_KEYS.notSetUp } : null);
  const formMessage = snapshot.message ?? (snapshot.invalidLocally ? problem : null);
  return (
    <form part="form" ref={formElement} noValidate aria-labelledby={form.name ? titleId : undefined} aria-busy={submitting} onSubmit={(event) => void submit(event)}>
      {form.name ? (
        <h2 part="title" id={titleId}>
          {form.name}
        </h2>
      ) : null}
      <div part="body" ref={body}>
        <FormFields
          fields={form.fields}
          values={snapshot.values}
          errors={shownErrors(snapshot, render)}
          onChange={(id, value) => store.setValue(id, value)}
          textareaMaxLength={(field) => store.handler.textareaMaxLength(field)}
        />
      </div>
      {form.captchaEnabled ? (
        <div part="captcha" data-align={captchaAlignment(form.captchaAlignment)} data-widget={siteKey ? '' : undefined}>
          <slot name="captcha" />
          {captchaMessage ? (
            <p part="captcha-error" role="alert">
              {render(captchaMessage)}
            </p>
          ) : null}
        </div>
      ) : null}
      <Disclaimer value={form.disclaimerMessage} />
      <div part="actions">
        <button part="submit" type="submit" ref={submitButton} aria-disabled={submitting}>
          {t(submitting ? FORM_MESSAGE_KEYS.saving : FORM_MESSAGE_KEYS.submit)}
        </button>
        <p part="status" role="status">
          {submitting ? t(FORM_MESSAGE_KEYS.submitting) : ''}
        </p>
      </div>
      {formMessage ? (
        <p part="error" role="alert">
          {render(formMessage)}
        </p>
      ) : null}
    </form>
  );
}

/** `<store-form>`: reads or loads the form, then draws it. */
export function StoreForm({ host, attributes }: Props) {
  const { render } = useTranslator();
  const formId = attributes['form-id'];
  const formsUrl = attributes['forms-url'] ?? '/api/dev/forms';
  const [services] = useState<SiteServices>(() => (host as { storefront?: SiteServices }).storefront ?? getSiteServices());
  const [source, setSource] = useState<Source>(() => initialSource(host, formId));
  useLayoutEffect(() => {
    if (source.status !== 'ready') host.dataset.state = source.status;
  }, [host, source.status]);

  useEffect(() => {
    if (source.status !== 'loading' || !formId) return undefined;
    let current = true;
    loadForm(createFetchHttpAdapter(), formsUrl, formId).then(
      (form) => current && setSource({ status: 'ready', form }),
      (error: unknown) => current && setSource(unavailable(error)),
    );
    return () => {
      current = false;
    };
  }, [source.status, formId, formsUrl]);

  if (source.status === 'loading') return null;
  if (source.status === 'unavailable') {
    return (
      <p part="unavailable" role="alert">
        {render(source.message)}
      </p>
    );
  }
  return <FormView key={source.form.id} host={host} form={source.form} services={services} attributes={attributes} />;
}
