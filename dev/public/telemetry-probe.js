// Stand-in third-party script of the telemetry probe page (/telemetry-probe): throws as #telemetry-probe's data-throw asks.
// 'ours' calls the library's public API (the package entry, /dist/index.js) wrongly, so the error is thrown inside one of
// its modules; 'theirs' throws from this file only.
(() => {
  const kind = document.getElementById('telemetry-probe')?.dataset.throw;
  setTimeout(() => {
    if (kind === 'ours') import('/dist/index.js').then((library) => setTimeout(() => library.configureStorefront(null)));
    if (kind === 'theirs') throw new Error('third-party widget failed');
  }, 0);
})();
