/** The XMLHttpRequest surface the fallback uses. */
export interface XhrLike {
  open(method: string, url: string, async: boolean): void;
  setRequestHeader(name: string, value: string): void;
  send(body: string): void;
}

/** Options of createBeaconSender. */
export interface BeaconSenderOptions {
  /** URL the batches go to. */
  readonly url: string;
  /** Queues a beacon; false when the browser refused it. Default navigator.sendBeacon. */
  readonly sendBeacon?: ((url: string, body: string) => boolean) | undefined;
  /** Builds the fallback request. Default new XMLHttpRequest(). */
  readonly createXhr?: () => XhrLike;
}

/** Sends a text/plain body by beacon, falling back to an XHR POST when the beacon is refused or missing; never throws. */
export function createBeaconSender(options: BeaconSenderOptions): (body: string) => void {
  const nav = globalThis.navigator;
  const sendBeacon = options.sendBeacon ?? (typeof nav?.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined);
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  return (body) => {
    try {
      if (sendBeacon?.(options.url, body)) return;
    } catch {
      // a throwing beacon falls back like a refused one
    }
    try {
      const xhr = createXhr();
      xhr.open('POST', options.url, true);
      xhr.setRequestHeader('Content-Type', 'text/plain');
      xhr.send(body);
    } catch {
      // performance data is best effort
    }
  };
}
