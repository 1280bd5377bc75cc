// Paired timing of our engine against the reference. Each round times the reference and then ours for at least `cpuMs` of
// process CPU time each (background load on a shared machine skews CPU time less than wall time); the figure of a row is the
// median of its per-round ratios (reference time / our time), so slow phases of the machine hit both sides of a pair alike,
// with the lowest and highest round as min and max.
// Renders go in batches: the data of a batch is made first (for fresh data: parsed from JSON, as a site parses its page data
// right before it renders), then the batch is timed, so making the data is not timed and the clock is read once per batch.

const BATCH = 4;

/** CPU microseconds per render of `render(data)` with `next()` making each render's data, over at least `cpuMs` of rendering. */
function cpuMicrosPerRender(render, next, cpuMs) {
  const batch = new Array(BATCH);
  let used = 0;
  let count = 0;
  while (used < cpuMs * 1000) {
    for (let i = 0; i < BATCH; i++) batch[i] = next();
    const start = process.cpuUsage();
    for (let i = 0; i < BATCH; i++) render(batch[i]);
    const cpu = process.cpuUsage(start);
    used += cpu.user + cpu.system;
    count += BATCH;
  }
  return used / count;
}

const median = (sorted) => sorted[sorted.length >> 1];

/**
 * Runs `rounds` paired rounds; returns the median renders per CPU second of each side and the median, min and max of the
 * per-round ratios (above 1: ours is faster).
 */
export function compare(renderOurs, renderReference, next, { rounds, cpuMs }) {
  const ours = [];
  const theirs = [];
  const ratios = [];
  for (let i = 0; i < rounds; i++) {
    const theirMicros = cpuMicrosPerRender(renderReference, next, cpuMs);
    const ourMicros = cpuMicrosPerRender(renderOurs, next, cpuMs);
    ours.push(1e6 / ourMicros);
    theirs.push(1e6 / theirMicros);
    ratios.push(theirMicros / ourMicros);
  }
  const sort = (values) => [...values].sort((a, b) => a - b);
  const ordered = sort(ratios);
  return { ours: median(sort(ours)), theirs: median(sort(theirs)), ratio: median(ordered), min: ordered[0], max: ordered[ordered.length - 1] };
}
