/** The longest an idle task waits for an idle moment after the page's load event, in ms. */
export const PAGE_IDLE_TIMEOUT_MS = 5000;

/** Runs `task` once the page has loaded (its load event) and the main thread is idle, at most PAGE_IDLE_TIMEOUT_MS after the load. */
export function whenPageIdle(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: PAGE_IDLE_TIMEOUT_MS }) : setTimeout(task));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
