import { RateLimiter } from './RateLimiter';

/** Settings of the log-in throttle. */
export interface LoginThrottleOptions {
  /** Failed log-ins allowed per client address in each window; further attempts from it answer 429 until the window ends. Default 10. */
  maxFailuresPerAddress?: number;
  /** Length of the address window, and how long an account remembers its failures after the last one, in milliseconds. Default 900000. */
  windowMs?: number;
  /** Failed log-ins of one account (from any address) before each further attempt on it is delayed. Default 5. */
  freeFailuresPerAccount?: number;
  /** Delay of the first delayed attempt on an account, in milliseconds; it doubles with each further failure. Default 100. */
  accountDelayMs?: number;
  /** Longest delay of an attempt on an account, in milliseconds. Default 2000. */
  maxAccountDelayMs?: number;
}

/**
 * Slows password guessing without locking the owner out: failed log-ins are limited per client address (429 once over),
 * and each account's failures, from any address, delay every further attempt on it progressively until it logs in.
 */
export class LoginThrottle {
  private readonly addresses: RateLimiter;
  private readonly windowMs: number;
  private readonly freeFailures: number;
  private readonly delayMs: number;
  private readonly maxDelayMs: number;
  private readonly accounts = new Map<string, { failures: number; last: number }>();

  constructor(options: LoginThrottleOptions = {}) {
    this.windowMs = options.windowMs ?? 900_000;
    this.addresses = new RateLimiter({ max: options.maxFailuresPerAddress ?? 10, windowMs: this.windowMs, paths: [''], includeReads: true });
    this.freeFailures = options.freeFailuresPerAccount ?? 5;
    this.delayMs = options.accountDelayMs ?? 100;
    this.maxDelayMs = options.maxAccountDelayMs ?? 2000;
  }

  /** Seconds the address must wait before it may try again (0 when it may try now). */
  retryAfter(address: string, now: number = Date.now()): number {
    return this.addresses.retryAfter(address, now);
  }

  /** Milliseconds the next attempt on this account waits before its password is checked. */
  accountDelay(email: string, now: number = Date.now()): number {
    const account = this.accounts.get(email.toLowerCase());
    if (!account || now - account.last >= this.windowMs || account.failures < this.freeFailures) return 0;
    return Math.min(this.maxDelayMs, this.delayMs * 2 ** (account.failures - this.freeFailures));
  }

  /** Counts a failed log-in against the address and the account. */
  recordFailure(address: string, email: string, now: number = Date.now()): void {
    this.addresses.hit(address, 'POST', '', now);
    const key = email.toLowerCase();
    const account = this.accounts.get(key);
    const failures = account && now - account.last < this.windowMs ? account.failures + 1 : 1;
    this.accounts.set(key, { failures, last: now });
  }

  /** Forgets the account's failures once its owner has logged in. */
  recordSuccess(email: string): void {
    this.accounts.delete(email.toLowerCase());
  }
}
