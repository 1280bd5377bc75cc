import type { LoginInput, SessionCalls } from '../api/sessionCalls';
import { isApiError } from '../api/ApiError';
import type { Message } from '../i18n';
import type { SiteUserSession } from './SiteUserSession';

/** What logging in and out needs: the API client (which keeps the token in the session) and the page's cart. */
export interface SiteUserAccountServices {
  /** Log-in and log-out calls. */
  readonly api: Pick<SessionCalls, 'login' | 'logout'>;
  /** The page's cart, reloaded after each change of user (a page without a cart resolves at once). */
  readonly cart: { refresh(): Promise<unknown> };
  /** The session, told the email the site user logged in with. */
  readonly session: Pick<SiteUserSession, 'setEmail'>;
}

/** The shopper-visible text of a failed log-in or log-out: the server's message when it gave one, else the API error's message. */
export function accountFailureMessage(error: unknown): Message {
  return isApiError(error) ? error.userMessage : { key: 'api.error.network' };
}

/** Site-user log-in and log-out (spec §6, §7); after each the cart reloads, so it becomes (or stops being) the site user's cart. */
export class SiteUserAccount {
  readonly #services: SiteUserAccountServices;

  constructor(services: SiteUserAccountServices) {
    this.#services = services;
  }

  /** POST /api/site-users/account/session; the returned token and the email are kept in the session. Rejects with the ApiError. */
  async logIn(input: LoginInput): Promise<void> {
    const email = input.email.trim();
    await this.#services.api.login({ email, password: input.password, rememberMe: input.rememberMe ?? false });
    this.#services.session.setEmail(email);
    await this.#services.cart.refresh();
  }

  /** DELETE /api/site-users/account/session?cloneCart=…, retried once on crumbFail; the token is forgotten. Rejects with the ApiError. */
  async logOut(options: { readonly cloneCart: boolean }): Promise<void> {
    await this.#services.api.logout({ cloneCart: options.cloneCart });
    await this.#services.cart.refresh();
  }
}
