// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../dev/RateLimiter';

describe('RateLimiter', () => {
  it('allows max requests per window and client, then answers the seconds left', () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 10_000 });
    expect(limiter.hit('a', 'POST', '/api/x', 0)).toBe(0);
    expect(limiter.hit('a', 'POST', '/api/x', 1000)).toBe(0);
    expect(limiter.hit('a', 'POST', '/api/x', 2000)).toBe(8);
    expect(limiter.hit('b', 'POST', '/api/x', 2000)).toBe(0);
    expect(limiter.hit('a', 'POST', '/api/x', 10_000)).toBe(0);
  });

  it('ignores reads unless includeReads, and paths outside its prefixes', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 });
    for (let index = 0; index < 5; index += 1) expect(limiter.hit('a', 'GET', '/api/x', 0)).toBe(0);
    for (let index = 0; index < 5; index += 1) expect(limiter.hit('a', 'POST', '/shop', 0)).toBe(0);
    const strict = new RateLimiter({ max: 1, windowMs: 1000, includeReads: true });
    strict.hit('a', 'GET', '/api/x', 0);
    expect(strict.hit('a', 'GET', '/api/x', 0)).toBe(1);
  });

  it('tells how long a client must wait before its next request without counting one', () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 10_000 });
    expect(limiter.retryAfter('a', 0)).toBe(0);
    limiter.hit('a', 'POST', '/api/x', 0);
    expect(limiter.retryAfter('a', 0)).toBe(0);
    limiter.hit('a', 'POST', '/api/x', 0);
    expect([limiter.retryAfter('a', 3000), limiter.retryAfter('a', 3000), limiter.retryAfter('b', 3000)]).toEqual([7, 7, 0]);
    expect(limiter.retryAfter('a', 10_000)).toBe(0);
  });
});
