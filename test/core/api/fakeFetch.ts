export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string | undefined;
  readonly credentials: RequestCredentials | undefined;
  readonly signal: AbortSignal | undefined;
}

export type FakeRoute = (request: RecordedRequest) => Response | Promise<Response>;

/** A fetch stand-in answering from per-"METHOD path" routes and recording every request. */
export function createFakeFetch(routes: Record<string, FakeRoute>) {
  const requests: RecordedRequest[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return json({ message: `no route ${request.method} ${url.pathname}` }, 404);
    return route(request);
  }) as typeof fetch;
  return { fetch: fetchImpl, requests };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export function cartJson(quantities: readonly number[] = [], subtotalCents = 0) {
  return {
    id: 'cart-1',
    entries: quantities.map((quantity, index) => ({ id: `entry-${index}`, itemId: 'item-1', quantity, chosenVariant: { sku: 'SKU-1', attributes: {} } })),
    subtotalCents,
    totalQuantity: quantities.reduce((sum, quantity) => sum + quantity, 0),
  };
}
