import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AddToCartMachine,
} from '../../../src/core/addToCart';

describe('AddToCartMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle → adding → added → idle on success', async () => {
    const machine = new AddToCartMachine();
    const seen: string[] = [];
    machine.subscribe(() => seen.push(machine.getSnapshot()));
    const run = await machine.run(async () => 'cart');
    expect(run).toEqual({ status: 'succeeded', value: 'cart' });
    expect(machine.getSnapshot()).toBe('adding');
    vi.advanceTimersByTime(999);
    expect(machine.getSnapshot()).toBe('adding');
    vi.advanceTimersByTime(1);
    expect(machine.getSnapshot()).toBe('added');
    vi.advanceTimersByTime(1999);
    expect(machine.getSnapshot()).toBe('added');
    vi.advanceTimersByTime(1);
    expect(machine.getSnapshot()).toBe('idle');
    expect(seen).toEqual(['adding', 'added', 'idle']);
  });

  it('goes to error and back to idle after 1 s on failure', async () => {
    const machine = new AddToCartMachine();
    const failure = new Error('nope');
    const run = await machine.run(async () => {
      throw failure;
    });
    expect(run).toEqual({ status: 'failed', error: failure });
    expect(machine.getSnapshot()).toBe('error');
    vi.advanceTimersByTime(1000);
    expect(machine.getSnapshot()).toBe('idle');
  });

  it('ignores activations while adding or added, so 20 rapid activations run the action once', async () => {
    const machine = new AddToCartMachine();
    const action = vi.fn(async () => 1);
    const runs = await Promise.all(Array.from({ length: 20 }, () => machine.run(action)));
    expect(action).toHaveBeenCalledTimes(1);
    expect(runs.filter((run) => run.status === 'ignored')).toHaveLength(19);
    vi.advanceTimersByTime(1000);
    expect(machine.getSnapshot()).toBe('added');
    expect(await machine.run(action)).toEqual({ status: 'ignored', state: 'added' });
    vi.advanceTimersByTime(2000);
    await machine.run(action);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('reset cancels pending timers', async () => {
    const machine = new AddToCartMachine();
    await machine.run(() => 1);
    machine.reset();
    expect(machine.getSnapshot()).toBe('idle');
    vi.advanceTimersByTime(1000);
    expect(machine.getSnapshot()).toBe('idle');
  });
});

describe('AddToCartMachine after an error', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('accepts a new activation while showing an error, and the old reset timer no longer fires', async () => {
    const machine = new AddToCartMachine();
    await machine.run(() => Promise.reject(new Error('first')));
    expect(machine.getSnapshot()).toBe('error');
    vi.advanceTimersByTime(500);
    const run = await machine.run(() => 'second');
    expect(run.status).toBe('succeeded');
    vi.advanceTimersByTime(500);
    expect(machine.getSnapshot()).toBe('adding');
    vi.advanceTimersByTime(500);
    expect(machine.getSnapshot()).toBe('added');
  });
});
