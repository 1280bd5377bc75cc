import { useState } from 'react';
import type { ConsentStore } from '../../core/analytics/ConsentStore';
import { getConsent } from '../page/consent';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { dispatchStoreEvent } from '../mounting/dispatchStoreEvent';
import { getPageContext } from '../page/getPageContext';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { useStore } from '../mounting/useStore';
import type { cookieConsentAttributes } from './element';

type Props = StoreComponentProps<typeof cookieConsentAttributes>;

/** The banner: a labelled region with the explanation, 'Accept' and 'Decline'; nothing once the visitor has chosen. */
export function CookieConsent({ host, attributes }: Props) {
  const { t } = useTranslator();
  const [consent] = useState<ConsentStore>(() => (host as { consent?: ConsentStore }).consent ?? getConsent());
  const { choice } = useStore(consent);
  const [asked] = useState(() => choice === 'unset' && (attributes.always || getPageContext()?.cookieSettings.isCookieBannerEnabled === true));
  useHostState(host, !asked ? 'hidden' : choice === 'unset' ? 'open' : choice);
  if (!asked || choice !== 'unset') return null;

  const choose = (next: 'accepted' | 'declined') => {
    if (next === 'accepted') consent.accept();
    else consent.decline();
    dispatchStoreEvent(host, 'store-cookie-consent', { choice: next });
  };
  return (
    <section part="banner" aria-label={t('cookieConsent.label')}>
      <p part="message">{t('cookieConsent.message')}</p>
      <div part="actions">
        <button part="accept" type="button" onClick={() => choose('accepted')}>
          {t('cookieConsent.accept')}
        </button>
        <button part="decline" type="button" onClick={() => choose('declined')}>
          {t('cookieConsent.decline')}
        </button>
      </div>
    </section>
  );
}
