// Benchmark: a grid page of 200 <store-product> with 200 <store-review-stars> (the product's merchant reviews as
// child JSON) and 200 <store-installment-pill> (the installment context as child JSON) in Chromium, from navigation
// start until every rating and pill is upgraded, rendered and idle, against a hand-written plain custom element
// baseline of the same page shape, measured in the same rounds. Prints the ratios as median, min and max over the rounds.
// Run: node bench/elements/grid-reviews-upgrade.mjs [rounds]   (after npm run build; STOREFRONT_DIST=dist-lite after npm run build:lite measures the lite build)
//   BENCH_ELEMENTS_SCRIPT=path/to/other-build.js serves another build of the full script as /dist/storefront-elements.js (main's, for a before/after).
import { tsImport } from 'tsx/esm/api';
import { runGridBenchmark } from './support/gridBenchmark.mjs';

const { DEMO_WEBSITE_ID } = await tsImport('../../dev/store/DevStore.ts', import.meta.url);
const { DEMO_INSTALLMENT_CONTEXT } = await tsImport('../../dev/pages/demoInstallmentContext.ts', import.meta.url);
const PRODUCT = 'walnut-board';

await runGridBenchmark({
  shape: 'reviews',
  rounds: Number(process.argv[2] ?? 5),
  data: (server) => {
    const product = server.db.product(PRODUCT);
    return {
      product,
      count: 200,
      extras: { merchantId: DEMO_WEBSITE_ID, reviews: server.db.reviews(String(product.id)), installments: DEMO_INSTALLMENT_CONTEXT },
    };
  },
});
