// Stand-in third-party script of the telemetry probe page (/telemetry-probe): throws as #telemetry-probe's data-throw asks.
// 'ours' calls the storefront script's public API wrongly, so the error is thrown inside storefront-elements.js;
// 'theirs' throws from this file only.
(() => {
  const kind = document.getElementById('telemetry-probe')?.dataset.throw;
  setTimeout(() => {
    if (kind === 'ours') globalThis.StorefrontElements.configureStorefront(null);
    if (kind === 'theirs') throw new Error('third-party widget failed');
  }, 0);
})();
