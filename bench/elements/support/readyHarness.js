// Loaded first by every grid page: records when every element the page waits for is upgraded, rendered and idle
// (interactive), without polling: hosts reflect their state as data-state in the light DOM, so one MutationObserver
// on the document sees every change. `ready` lists, per tag, its ready states, any further selector it must match and the part its shadow root must show.
(() => {
  const params = new URL(document.currentScript.src).searchParams;
  const count = Number(params.get('count'));
  const checks = JSON.parse(params.get('ready'));
  const result = { readyAt: null };
  window.__benchReady = result;
  const ready = () =>
    checks.every(({ tag, states, part, text, also = '' }) => {
      const hosts = document.querySelectorAll(`${tag}:is(${states.map((state) => `[data-state=${state}]`).join(', ')})${also}`);
      if (hosts.length !== count) return false;
      for (const host of hosts) {
        const shown = host.shadowRoot?.querySelector(`[part=${part}]`);
        if (!shown || (text && !shown.textContent.trim())) return false;
      }
      return true;
    });
  const observer = new MutationObserver(() => {
    if (result.readyAt === null && ready()) {
      result.readyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state', 'data-cart'] });
})();
