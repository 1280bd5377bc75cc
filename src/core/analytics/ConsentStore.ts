import type { CookieJar } from '../api/CookieJar';
import { COOKIE_NAMES } from '../site/cookieNames';
import { COOKIE_CONSENT_SETTINGS } from './visitorCookieSettings';
import { clearCensusCookies } from './trackVisit';

/** The visitor's cookie choice: accepted, declined, or not made yet. */
export type ConsentChoice = 'accepted' | 'declined' | 'unset';

/** What the consent store knows. */
export interface ConsentSnapshot {
  /** The visitor's choice, read from `ss_cookieAllowed`. */
  readonly choice: ConsentChoice;
  /** Whether the site's cookie policy is restrictive (cloneable websites always are). */
  readonly restrictive: boolean;
  /** Whether analytics cookies and the pixel may be used: after 'Accept', or under a non-restrictive policy unless declined. */
  readonly trackingAllowed: boolean;
}

/** Options of ConsentStore. */
export interface ConsentStoreOptions {
  /** Where `ss_cookieAllowed` lives. */
  readonly cookies: CookieJar;
  /** Whether the site's cookie policy is restrictive. Default false. */
  readonly restrictive?: boolean;
}

function choiceOf(value: string | undefined): ConsentChoice {
  if (value === COOKIE_CONSENT_SETTINGS.ACCEPTED) return 'accepted';
  if (value === COOKIE_CONSENT_SETTINGS.DECLINED) return 'declined';
  return 'unset';
}

/** The page's cookie consent (spec §6): `ss_cookieAllowed` marks consent; under a restrictive policy nothing tracks until it does. */
export class ConsentStore {
  #snapshot: ConsentSnapshot;
  readonly #listeners = new Set<() => void>();
  readonly #restrictive: boolean;
  readonly #options: ConsentStoreOptions;

  constructor(options: ConsentStoreOptions) {
    this.#options = options;
    this.#restrictive = options.restrictive ?? false;
    this.#snapshot = this.#compute(choiceOf(options.cookies.get(COOKIE_NAMES.COOKIE_ALLOWED)));
  }

  /** Current immutable snapshot; the same object until something changes. */
  getSnapshot = (): ConsentSnapshot => this.#snapshot;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The visitor accepts: sets `ss_cookieAllowed` and allows tracking at once. */
  accept(): void {
    this.#record(COOKIE_CONSENT_SETTINGS.ACCEPTED);
    this.#update(this.#compute('accepted'));
  }

  /** The visitor declines: remembers it, clears the census cookies, and keeps tracking off. */
  decline(): void {
    this.#record(COOKIE_CONSENT_SETTINGS.DECLINED);
    clearCensusCookies(this.#options.cookies);
    this.#update(this.#compute('declined'));
  }

  #record(value: string): void {
    this.#options.cookies.set(COOKIE_NAMES.COOKIE_ALLOWED, value, { path: COOKIE_CONSENT_SETTINGS.PATH, maxAgeSeconds: COOKIE_CONSENT_SETTINGS.MAX_AGE_SECONDS });
  }

  #compute(choice: ConsentChoice): ConsentSnapshot {
    const trackingAllowed = choice === 'accepted' || (!this.#restrictive && choice !== 'declined');
    return Object.freeze({ choice, restrictive: this.#restrictive, trackingAllowed });
  }

  #update(next: ConsentSnapshot): void {
    if (next.choice === this.#snapshot.choice) return;
    this.#snapshot = next;
    for (const listener of [...this.#listeners]) listener();
  }
}
