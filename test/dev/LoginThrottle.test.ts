// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../dev/LoginThrottle';

describe('LoginThrottle', () => {
  it('refuses an address once it has failed maxFailuresPerAddress log-ins in its window, and no other address', () => {
    const throttle = new LoginThrottle({ maxFailuresPerAddress: 3, windowMs: 60_000 });
    for (let guess = 0; guess < 3; guess += 1) {
      expect(throttle.retryAfter('10.0.0.1', 0)).toBe(0);
      throttle.recordFailure('10.0.0.1', `guess${guess}@example.com`, 0);
    }
    expect(throttle.retryAfter('10.0.0.1', 1000)).toBe(59);
    expect(throttle.retryAfter('10.0.0.2', 1000)).toBe(0);
    expect(throttle.retryAfter('10.0.0.1', 60_000)).toBe(0);
  });

  it('delays attempts on an account progressively after its free failures, from any address, until its owner logs in', () => {
    const throttle = new LoginThrottle({ freeFailuresPerAccount: 2, accountDelayMs: 100, maxAccountDelayMs: 350, windowMs: 60_000 });
    const delays: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      delays.push(throttle.accountDelay('Owner@example.com', 0));
      throttle.recordFailure(`10.0.0.${guess}`, 'owner@example.com', 0);
    }
    expect(delays).toEqual([0, 0, 100, 200, 350, 350]);
    expect(throttle.accountDelay('other@example.com', 0)).toBe(0);
    expect(throttle.accountDelay('owner@example.com', 60_000)).toBe(0);
    throttle.recordSuccess('OWNER@example.com');
    expect(throttle.accountDelay('owner@example.com', 0)).toBe(0);
  });
});
