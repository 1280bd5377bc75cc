/** Path of the site-user log-in and log-out calls (spec §7). */
export const SESSION_API_PATHS = {
  siteUserSession: '/api/site-users/account/session',
} as const;
