// Stand-in third-party script of the telemetry probe page (/telemetry-probe): once the library's package entry
// (/dist/index.js, which starts the page telemetry as it loads) is running, throws as #telemetry-probe's data-throw
// asks. 'ours' calls the library's public API wrongly, so the error is thrown inside one of its modules; 'theirs'
// throws from this file only.
(() => {
  const kind = document.getElementById('telemetry-probe')?.dataset.throw;
  import('/dist/index.js').then((library) =>
    setTimeout(() => {
      if (kind === 'ours') library.configureStorefront(null);
      if (kind === 'theirs') throw new Error('third-party widget failed');
    }),
  );
})();
