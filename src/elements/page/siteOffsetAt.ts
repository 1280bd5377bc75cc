import type { PageContext } from '../../core/schemas/pageContextSchema';
import { browserOffsetAt, siteTimeZone, type SiteTimeZone } from '../../core/site/siteTimeZone';
import { getPageContext } from './getPageContext';

let read: { readonly context: PageContext | undefined; readonly zone: SiteTimeZone } | undefined;

const warn = (message: string) => console.warn(`[storefront-elements] ${message}`);

/**
 * Offset from UTC in minutes of the site's zone at `epochMs`, from the page context's time zone data (read once per
 * context; 'No timezone data loaded' is logged once when it has none, and the browser's offset is used). A lookup the
 * data cannot answer is logged and answered with the browser's offset.
 */
export function siteOffsetAt(epochMs: number): number {
  const context = getPageContext();
  if (read?.context !== context || !read) read = { context, zone: siteTimeZone(context?.timeZoneData, warn) };
  try {
    return read.zone.offsetAt(epochMs);
  } catch (error) {
    warn(`${error instanceof Error ? error.message : String(error)}; showing the date in the browser's time zone`);
    return browserOffsetAt(epochMs);
  }
}
