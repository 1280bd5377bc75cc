// Loaded first by every grid page: records, without polling, when the products in the viewport are ready and when
// every element the page waits for is upgraded, rendered and idle (interactive): hosts reflect their state as
// data-state in the light DOM, so one MutationObserver on the document sees every change. `ready` lists, per tag, its
// ready states, any further selector it must match and the part its shadow root must show; `product` is the cell's
// product tag. It also records the page's long tasks, layout shifts and event timings (Event Timing API) from the start.
(() => {
  const params = new URL(document.currentScript.src).searchParams;
  const count = Number(params.get('count'));
  const productTag = params.get('product');
  const checks = JSON.parse(params.get('ready'));
  const result = { readyAt: null, viewportReadyAt: null, viewportProducts: 0, longTasks: [], shifts: [], events: [] };
  window.__benchReady = result;
  const selectorOf = ({ tag, states, also = '' }) => `${tag}:is(${states.map((state) => `[data-state=${state}]`).join(', ')})${also}`;
  const shows = (host, { part, text }) => {
    const shown = host.shadowRoot?.querySelector(`[part=${part}]`);
    return Boolean(shown && (!text || shown.textContent.trim()));
  };
  const allReady = () =>
    checks.every((check) => {
      const hosts = document.querySelectorAll(selectorOf(check));
      if (hosts.length !== count) return false;
      for (const host of hosts) if (!shows(host, check)) return false;
      return true;
    });
  let inViewport = null;
  const viewportReady = () => {
    inViewport ??= [...document.querySelectorAll(productTag)].filter((product) => {
      const box = product.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    });
    result.viewportProducts = inViewport.length;
    return inViewport.every((product) =>
      checks.every((check) => {
        const host = product.querySelector(`:scope > ${check.tag}`);
        return host?.matches(selectorOf(check)) && shows(host, check);
      }),
    );
  };
  const observer = new MutationObserver(() => {
    if (result.viewportReadyAt === null && document.readyState !== 'loading' && viewportReady()) result.viewportReadyAt = performance.now();
    if (result.readyAt === null && allReady()) {
      result.readyAt = performance.now();
      result.viewportReadyAt ??= result.readyAt;
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state', 'data-cart'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) result.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) result.shifts.push({ at: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) result.events.push({ type: entry.name, interactionId: entry.interactionId, duration: entry.duration, at: entry.startTime });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();
