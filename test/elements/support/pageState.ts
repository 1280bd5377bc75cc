import { cleanup } from './renderElements';
import { resetConsent } from '../../../src/elements/page/consent';
import { resetStorefront } from '../../../src/elements/page/storefront';

/** Puts a `<script id="store-page-context">` with website id 'site-1' (plus `extra`) into the document head. */
export function givePageContext(extra: Record<string, unknown> = {}): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'store-page-context';
  script.textContent = JSON.stringify({ website: { id: 'site-1' }, ...extra });
  document.head.append(script);
}

/** Deletes every cookie of the document. */
export function clearCookies(): void {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]!.trim()).filter(Boolean)) document.cookie = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** A fresh page: no cookies, and the page context, storefront and consent read anew. */
export function freshPage(): void {
  clearCookies();
  resetStorefront();
  resetConsent();
}

/** Unmounts everything and removes the page context and cookies. */
export async function leavePage(): Promise<void> {
  await cleanup();
  document.getElementById('store-page-context')?.remove();
  clearCookies();
}
