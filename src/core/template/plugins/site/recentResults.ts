/** Results a memo holds before it starts over. */
const CAPACITY = 512;
/** Misses beyond hits after which a memo stops for good (also the most hits it banks). */
const CREDIT = 2048;

/**
 * `format` remembering up to 512 recent results by input (a site renders the same dates and amounts on every page view),
 * starting over when full; it stops remembering for good once its misses outrun its hits by 2048 (every value new).
 */
export function recentResults<Input, Output>(format: (input: Input) => Output): (input: Input) => Output {
  let results: Map<Input, Output> | null = new Map();
  let credit = CREDIT;
  return (input) => {
    let out = results?.get(input);
    if (out !== undefined) {
      if (credit < CREDIT) credit++;
      return out;
    }
    out = format(input);
    if (results) {
      if (--credit === 0) results = null;
      else (results.size < CAPACITY ? results : (results = new Map())).set(input, out);
    }
    return out;
  };
}
