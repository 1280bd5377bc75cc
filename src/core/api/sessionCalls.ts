import { isApiError } from './ApiError';
import type { ApiConnection } from './ApiConnection';
import { SESSION_API_PATHS } from './sessionApiPaths';
import type { ApiCall } from './ApiTransport';
import { anyResponseSchema, loginResponseSchema } from './responseSchemas';

/** Site-user credentials. */
export interface LoginInput {
  /** Account email. */
  readonly email: string;
  /** Account password. */
  readonly password: string;
  /** Keep the session after the browser closes. Default false. */
  readonly rememberMe?: boolean;
}

/** The site-user session calls of a connection. */
export type SessionCalls = ReturnType<typeof sessionCalls>;

/** The site-user login and logout calls of a connection; login keeps the returned token in the connection's token holder. */
export function sessionCalls(connection: ApiConnection) {
  return {
    /** Logs a site user in and keeps the returned anti-forgery token for later requests. */
    async login(input: LoginInput): Promise<string> {
      const response = await connection.transport.request({
        method: 'POST',
        path: SESSION_API_PATHS.siteUserSession,
        body: { json: { email: input.email, password: input.password, rememberMe: input.rememberMe ?? false } },
        schema: loginResponseSchema,
      });
      connection.xsrfTokens.setXsrfToken(response.xsrfToken);
      return response.xsrfToken;
    },
    /** Logs the site user out, retrying once when the response has crumbFail (the failed answer renews the crumb cookie); forgets the token. Default cloneCart not sent. */
    async logout(options: { readonly cloneCart?: boolean } = {}): Promise<void> {
      const call: ApiCall<unknown> = { method: 'DELETE', path: SESSION_API_PATHS.siteUserSession, query: { cloneCart: options.cloneCart }, schema: anyResponseSchema };
      try {
        await connection.transport.request(call);
      } catch (error) {
        if (!isApiError(error) || error.code !== 'crumb-failure') throw error;
        try {
          await connection.transport.request(call);
        } catch (retryError) {
          if (isApiError(retryError) && retryError.code === 'crumb-failure') {
            throw retryError.withPresentation({ key: connection.cookiesEnabled() ? 'api.addItem.sessionExpired' : 'api.addItem.enableCookies' }, undefined);
          }
          throw retryError;
        }
      }
      connection.xsrfTokens.setXsrfToken(undefined);
    },
  };
}
