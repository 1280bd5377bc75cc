// Loaded first by every grid page: records when every price and every button of the page is upgraded,
// rendered and idle (interactive), without polling: hosts reflect their state as data-state in the
// light DOM, so one MutationObserver on the document sees every change.
(() => {
  const params = new URL(document.currentScript.src).searchParams;
  const priceTag = params.get('price');
  const buttonTag = params.get('button');
  const count = Number(params.get('count'));
  const result = { readyAt: null };
  window.__benchReady = result;
  const ready = () => {
    const prices = document.querySelectorAll(`${priceTag}:is([data-state=initial], [data-state=selected])`);
    if (prices.length !== count) return false;
    const buttons = document.querySelectorAll(`${buttonTag}[data-state=idle]`);
    if (buttons.length !== count) return false;
    for (const host of buttons) if (!host.shadowRoot?.querySelector('button')) return false;
    for (const host of prices) if (!host.shadowRoot?.querySelector('[part=price]')?.textContent?.trim()) return false;
    return true;
  };
  const observer = new MutationObserver(() => {
    if (result.readyAt === null && ready()) {
      result.readyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
})();
