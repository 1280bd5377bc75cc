import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_IDLE_TIMEOUT_MS, whenPageIdle } from '../../../src/elements/telemetry/whenPageIdle';

function documentLoading() {
  const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  return () => {
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
  };
}

describe('whenPageIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the load event, then for an idle callback given the idle timeout', () => {
    const idleCallbacks: [() => void, IdleRequestOptions | undefined][] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => idleCallbacks.push([callback, options]));
    const load = documentLoading();
    const task = vi.fn();
    whenPageIdle(task);
    expect(idleCallbacks).toHaveLength(0);
    load();
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0]![1]).toEqual({ timeout: PAGE_IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]![0]();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
  });

  it('on a loaded page without requestIdleCallback, runs the task in the next task', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenPageIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
