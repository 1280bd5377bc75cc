/** A catalog URL whose requests never answer while holdPendingCatalog is in place: a load still under way. */
export const PENDING_CATALOG_URL = '/stories/pending-catalog';

let held = false;

/** Makes requests to PENDING_CATALOG_URL wait forever; every other request goes to the page's fetch. */
export function holdPendingCatalog(): void {
  if (held) return;
  held = true;
  const pageFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return new URL(url, document.baseURI).pathname.startsWith(PENDING_CATALOG_URL) ? new Promise<Response>(() => {}) : pageFetch(input, init);
  };
}
