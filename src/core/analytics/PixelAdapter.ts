import { META_PIXEL_EVENT_NAMES, type PixelEvent, type PixelParams } from './PixelEvent';
import type { PixelCall } from './pixelEventFor';

/** Sends one pixel event by name to the provider. */
export type PixelSend = (name: string, params: PixelParams, event: PixelEvent) => void;

/** Options of PixelAdapter. */
export interface PixelAdapterOptions {
  /** Name of the provider function on the page (Meta's `fbq`), looked up at each send. Default 'fbq'. */
  readonly provider?: string;
  /** How the provider is called: 'track' → provider('track', name, params) (Meta's shape); 'direct' → provider(name, params). Default 'track'. */
  readonly call?: 'track' | 'direct';
  /** Sends instead of the provider function (any other pixel). Default none. */
  readonly send?: PixelSend;
  /** Provider event names. Default Meta's standard events (META_PIXEL_EVENT_NAMES). */
  readonly names?: Partial<Readonly<Record<PixelEvent, string>>>;
  /** Where the provider function lives. Default globalThis. */
  readonly scope?: object;
  /** Whether the visitor's consent allows the pixel now. */
  readonly allowed: () => boolean;
}

/** Sends social-ads pixel events to the page's provider, only while consent allows; a missing provider is a no-op, and a throwing one is ignored. */
export class PixelAdapter {
  readonly #options: PixelAdapterOptions;

  constructor(options: PixelAdapterOptions) {
    this.#options = options;}

  /** Sends one event; true when it reached a provider. */
  send(call: PixelCall): boolean {
    if (!this.#options.allowed()) return false;
    const name = this.#options.names?.[call.event] ?? META_PIXEL_EVENT_NAMES[call.event];
    const send = this.#options.send ?? this.#providerSend();
    if (!send) return false;
    try {
      send(name, call.params, call.event);
      return true;
    } catch {
      return false;
    }
  }

  #providerSend(): PixelSend | undefined {
    const scope = (this.#options.scope ?? globalThis) as Record<string, unknown>;
    const provider = scope[this.#options.provider ?? 'fbq'];
    if (typeof provider !== 'function') return undefined;
    const fn = provider as (...args: unknown[]) => unknown;
    return this.#options.call === 'direct' ? (name, params) => fn(name, params) : (name, params) => fn('track', name, params);
  }
}
