/** Locale of a site whose page context names none. */
export const DEFAULT_SITE_LOCALE = 'en-US';
