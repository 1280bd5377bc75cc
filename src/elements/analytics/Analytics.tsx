import { useEffect, useState } from 'react';
import { trackingCalls } from '../../core/api/trackingCalls';
import type { AnalyticsState } from '../../core/analytics/startAnalytics';
import type { PixelSend } from '../../core/analytics/PixelAdapter';
import { getConsent } from '../page/consent';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { getPageContext } from '../page/getPageContext';
import { pageCookies } from '../page/pageCookies';
import { getSiteServices, type SiteServices } from '../page/siteServices';
import { useHostState } from '../mounting/useHostState';
import type { analyticsAttributes } from './element';
import { holdPageAnalytics } from './pageAnalytics';

type Props = StoreComponentProps<typeof analyticsAttributes>;

/** Starts the page's analytics (once per page) and reflects its state on the host; renders nothing. */
export function Analytics({ host, attributes }: Props) {
  const [state, setState] = useState<AnalyticsState['census'] | 'loading'>('loading');
  useHostState(host, state);
  useEffect(() => {
    const element = host as { storefront?: SiteServices; pixelSend?: PixelSend };
    const hold = holdPageAnalytics(() => {
      const storefront = element.storefront ?? getSiteServices();
      const selector = attributes['button-selector'];
      return {
        api: trackingCalls(storefront.api),
        cookies: pageCookies(),
        context: getPageContext(),
        consent: getConsent(),
        isAuthenticated: () => storefront.session.isAuthenticated(),
        document,
        pixel: { provider: attributes['pixel-provider'], call: attributes['pixel-call'], ...(element.pixelSend ? { send: element.pixelSend } : {}) },
        ...(selector ? { buttonSelector: selector } : {}),
      };
    });
    let unsubscribe: (() => void) | undefined;
    let active = true;
    hold.ready.then(
      (analytics) => {
        if (!active) return;
        const follow = () => setState(analytics.getState().census);
        follow();
        unsubscribe = analytics.subscribe(follow);
      },
      () => {
        if (active) setState('off');
      },
    );
    return () => {
      active = false;
      unsubscribe?.();
      hold.release();
    };
  }, [host]);
  return null;
}
