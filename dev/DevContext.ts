import type { FaultSwitches } from './FaultSwitches';
import type { LoginThrottle } from './LoginThrottle';
import type { RateLimiter } from './RateLimiter';
import type { Router, RequestContext } from './http/Router';
import type { DevStore, SiteUserSession } from './store/DevStore';

/** Names of the cookies the dev server sets. */
export const COOKIE = {
  crumb: 'crumb',
  cart: 'CART',
  expressCart: 'EXPRESS_CART',
  siteUserSession: 'SiteUserSession',
} as const;

/** Request context of the dev server's routes. */
export interface DevContext extends RequestContext {
  store: DevStore;
  faults: FaultSwitches;
  /** The logged-in site user, when the session cookie is valid. */
  siteUser: SiteUserSession | undefined;
  /** Folder holding the built package (dist/). */
  distDir: string;
  /** Limit of form submissions per client address, when on. */
  formLimiter: RateLimiter | undefined;
  /** Throttle of failed log-ins, when on. */
  loginThrottle: LoginThrottle | undefined;
}

/** The router type the route modules register on. */
export type DevRouter = Router<DevContext>;
