/** Holds the site-user anti-forgery token returned by login and sent as a header afterwards. */
export interface XsrfTokenHolder {
  /** The current token, or undefined when logged out. */
  getXsrfToken(): string | undefined;
  /** Stores the token from login, or clears it with undefined. */
  setXsrfToken(token: string | undefined): void;
}

/** An XsrfTokenHolder kept in memory. */
export function createMemoryXsrfTokenHolder(): XsrfTokenHolder {
  let token: string | undefined;
  return {
    getXsrfToken: () => token,
    setXsrfToken: (next) => {
      token = next;
    },
  };
}
