// Benchmark: a grid page of 200 <store-product> with 200 <store-product-price> and 200 <store-add-to-cart>
// in Chromium, from navigation start until every price and button is upgraded, rendered and idle, against
// a hand-written plain custom element baseline of the same page shape, measured in the same rounds.
// Prints the ratios as median, min and max over the rounds.
// Run: node bench/elements/grid-upgrade.mjs [rounds]   (after npm run build; STOREFRONT_DIST=dist-lite after npm run build:lite measures the lite build)
//   BENCH_ELEMENTS_SCRIPT=path/to/other-build.js serves another build of the full script as /dist/storefront-elements.js (main's, for a before/after).
import { runGridBenchmark } from './support/gridBenchmark.mjs';

await runGridBenchmark({
  shape: 'grid',
  rounds: Number(process.argv[2] ?? 5),
  data: (server) => ({ product: server.db.product('sticker-pack'), count: 200 }),
});
