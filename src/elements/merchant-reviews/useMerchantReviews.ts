import { useEffect, useMemo, useState } from 'react';
import { fetchMerchantReviews, readMerchantReviewsJson, reviewsOfMerchant } from '../../core/reviews';
import type { MerchantReview, MerchantReviews } from '../../core/schemas';
import { getPageContext } from '../page/getPageContext';
import { getSiteServices } from '../page/siteServices';
import { parsedOncePerText } from './parsedOncePerText';
import { useChildJsonText } from '../mounting/useChildJsonText';

/** Reviews of a merchant as an element reads them. */
export type MerchantReviewsState =
  | { readonly status: 'loading' | 'error' }
  | { readonly status: 'ready'; readonly reviews: readonly MerchantReview[] };

const loads = new Map<string, Promise<MerchantReviews>>();

/** Inline review JSON, parsed once per distinct text: every product's stars on a page usually carry the merchant's same reviews. */
const reviewsOfText = parsedOncePerText(readMerchantReviewsJson);

/** One request per review URL, shared by every element of the page that shows it. */
function load(src: string): Promise<MerchantReviews> {
  let pending = loads.get(src);
  if (!pending) {
    pending = fetchMerchantReviews(getSiteServices().api.transport, src);
    loads.set(src, pending);
    pending.catch(() => loads.delete(src));
  }
  return pending;
}

function warn(host: HTMLElement, error: unknown): void {
  console.warn(`[storefront-elements] <${host.localName}> could not read its reviews: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * The reviews of `merchantId` (default the page context's website id) from the host's JSON script child (known on the
 * first render), else from `src`; malformed data or a failed load warns once and gives 'error'.
 */
export function useMerchantReviews(host: HTMLElement, src: string | undefined, merchantId: string | undefined): MerchantReviewsState {
  const merchant = merchantId ?? getPageContext()?.websiteId;
  const text = useChildJsonText(host);
  const inline = useMemo((): { data: MerchantReviews } | { error: unknown } | null => {
    if (text === null) return null;
    try {
      return { data: reviewsOfText(text) };
    } catch (error) {
      return { error };
    }
  }, [text]);
  const [fetched, setFetched] = useState<{ src: string; data?: MerchantReviews; error?: unknown } | null>(null);

  useEffect(() => {
    if (inline && 'error' in inline) warn(host, inline.error);
  }, [host, inline]);

  useEffect(() => {
    if (inline || !src) return;
    let current = true;
    load(src).then(
      (data) => current && setFetched({ src, data }),
      (error: unknown) => {
        if (!current) return;
        warn(host, error);
        setFetched({ src, error });
      },
    );
    return () => {
      current = false;
    };
  }, [host, inline, src]);

  const source = inline ?? (fetched && fetched.src === src ? fetched : null);
  if (!source) return { status: inline === null && !src ? 'error' : 'loading' };
  if ('data' in source && source.data) return { status: 'ready', reviews: reviewsOfMerchant(source.data, merchant) };
  return { status: 'error' };
}
