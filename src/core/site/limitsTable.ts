import * as limits from './limits';

const { DEFAULT_STORE_CURRENCY: _currency, DEFAULT_SITE_LOCALE: _locale, DEFAULT_TIME_ZONE: _timeZone, ...numericLimits } = limits;

/** Numeric limits and constants of the storefront (spec §9) in one object; each is also its own export of `./limits`, so that a bundle carries only those it uses. */
export const LIMITS: Readonly<typeof numericLimits> = numericLimits;
