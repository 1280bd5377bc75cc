// Paired timing of our engine against the reference: each round times the reference and ours back to back in process CPU
// time (background load on a shared machine skews less than wall time), and the figure is the median of the per-round
// ratios, so slow phases of the machine hit both sides of a pair alike. Min and max are the extreme rounds.

/** CPU microseconds per call of `render`, measured over at least `cpuMs` of CPU time. */
function cpuMicrosPerRender(render, cpuMs) {
  const start = process.cpuUsage();
  for (let count = 1; ; count++) {
    render();
    const cpu = process.cpuUsage(start);
    const used = cpu.user + cpu.system;
    if (used >= cpuMs * 1000) return used / count;
  }
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[values.length >> 1];

/**
 * Warms both sides up, then runs `rounds` paired rounds of `cpuMs` each. Returns the median renders per CPU second of each
 * side and the median, min and max of the per-round ratios (reference time / our time: above 1 means we are faster).
 */
export function compare(renderOurs, renderReference, { rounds, cpuMs, warmup = 30 }) {
  for (let i = 0; i < warmup; i++) {
    renderOurs();
    renderReference();
  }
  const ours = [];
  const theirs = [];
  const ratios = [];
  for (let i = 0; i < rounds; i++) {
    const theirMicros = cpuMicrosPerRender(renderReference, cpuMs);
    const ourMicros = cpuMicrosPerRender(renderOurs, cpuMs);
    ours.push(1e6 / ourMicros);
    theirs.push(1e6 / theirMicros);
    ratios.push(theirMicros / ourMicros);
  }
  const ordered = sorted(ratios);
  return { ours: median(ours), theirs: median(theirs), ratio: median(ratios), min: ordered[0], max: ordered[ordered.length - 1] };
}

/**
 * Checks that ours and the reference give the same output for every data set (each rendered twice, so remembered results
 * are checked too) and returns renderers that take the data sets in turn; null when an output differs.
 */
export function pairedRenderers(ours, reference, referenceCode, datasets, referenceLocale) {
  let referenceTurn = 0;
  let ourTurn = 0;
  const renderReference = () =>
    reference.execute({ code: referenceCode, json: datasets[referenceTurn++ % datasets.length], cldr: referenceLocale }).ctx.render();
  const renderOurs = () => ours.render(datasets[ourTurn++ % datasets.length]).output;
  let length = 0;
  for (let i = 0; i < 2 * datasets.length; i++) {
    const expected = renderReference();
    const actual = renderOurs();
    if (actual !== expected) return null;
    length = actual.length;
  }
  return { renderOurs, renderReference, length };
}
