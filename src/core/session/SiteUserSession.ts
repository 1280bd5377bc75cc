import type { KeyValueStorage } from '../api/KeyValueStorage';
import type { XsrfTokenHolder } from '../api/XsrfTokenHolder';

/** What the site-user session knows: whether a site user is logged in, the token login returned and the email logged in with. */
export interface SiteUserSessionSnapshot {
  /** True when a site user is logged in (token present or the page says so). */
  readonly authenticated: boolean;
  /** Anti-forgery token from login, sent as a header with later requests. */
  readonly xsrfToken: string | undefined;
  /** Email the site user logged in with in this browser; undefined when logged out or when only the page says logged in. */
  readonly email: string | undefined;
}

/** Options of SiteUserSession. */
export interface SiteUserSessionOptions {
  /** Where the token survives page loads. Default none (memory only). */
  readonly storage?: KeyValueStorage;
  /** Storage key of the token. Default 'storefront.siteUser.xsrfToken'. */
  readonly storageKey?: string;
  /** Storage key of the email logged in with. Default 'storefront.siteUser.email'. */
  readonly emailStorageKey?: string;
  /** Authenticated account id from the page context: an id means logged in even before any login call; null means the page says anonymous, and a stored token from an ended session is dropped. Default undefined (the page does not say). */
  readonly authenticatedAccountId?: string | null;
}

/** The site-user session store: holds the login token for the API client and tells the cart whether the visitor is authenticated. */
export class SiteUserSession implements XsrfTokenHolder {
  #snapshot: SiteUserSessionSnapshot;
  readonly #listeners = new Set<() => void>();
  readonly #storageKey: string;
  readonly #emailStorageKey: string;
  readonly #options: SiteUserSessionOptions;

  constructor(options: SiteUserSessionOptions = {}) {
    this.#options = options;
    this.#storageKey = options.storageKey ?? 'storefront.siteUser.xsrfToken';
    this.#emailStorageKey = options.emailStorageKey ?? 'storefront.siteUser.email';
    let stored = options.storage?.getItem(this.#storageKey) ?? undefined;
    if (stored && options.authenticatedAccountId === null) {
      options.storage?.removeItem(this.#storageKey);
      stored = undefined;
    }
    const authenticated = Boolean(stored) || Boolean(options.authenticatedAccountId);
    const email = authenticated ? options.storage?.getItem(this.#emailStorageKey) || undefined : undefined;
    if (!authenticated) options.storage?.removeItem(this.#emailStorageKey);
    this.#snapshot = this.#compute(stored || undefined, options.authenticatedAccountId, email);
  }

  /** Current immutable snapshot; the same object until something changes. */
  getSnapshot = (): SiteUserSessionSnapshot => this.#snapshot;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** True when a site user is logged in. */
  isAuthenticated(): boolean {
    return this.#snapshot.authenticated;
  }

  /** The token from login, or undefined. */
  getXsrfToken(): string | undefined {
    return this.#snapshot.xsrfToken;
  }

  /** Stores the token from login (logged in), or clears it, the email and the page's account id with undefined (logged out). */
  setXsrfToken(token: string | undefined): void {
    if (token) this.#options.storage?.setItem(this.#storageKey, token);
    else this.#options.storage?.removeItem(this.#storageKey);
    if (!token) this.#options.storage?.removeItem(this.#emailStorageKey);
    this.#update(this.#compute(token || undefined, token ? this.#options.authenticatedAccountId : null, token ? this.#snapshot.email : undefined));
  }

  /** Keeps the email the site user logged in with (trimmed), while logged in; ignored when logged out. */
  setEmail(email: string): void {
    const { authenticated, xsrfToken } = this.#snapshot;
    const trimmed = email.trim();
    if (!authenticated || !trimmed) return;
    this.#options.storage?.setItem(this.#emailStorageKey, trimmed);
    this.#update(this.#compute(xsrfToken, this.#options.authenticatedAccountId, trimmed));
  }

  #compute(xsrfToken: string | undefined, accountId: string | null | undefined, email: string | undefined): SiteUserSessionSnapshot {
    return Object.freeze({ authenticated: Boolean(xsrfToken) || Boolean(accountId), xsrfToken, email });
  }

  #update(next: SiteUserSessionSnapshot): void {
    if (next.authenticated === this.#snapshot.authenticated && next.xsrfToken === this.#snapshot.xsrfToken && next.email === this.#snapshot.email) return;
    this.#snapshot = next;
    for (const listener of [...this.#listeners]) listener();
  }
}
