/** Results a memo holds before it starts over. */
const CAPACITY = 1024;
/** Misses beyond hits after which a memo rests (also the most hits it banks). */
const CREDIT = 2048;
/** Calls a resting memo passes straight to its format before it tries again. */
const REST = 65_536;

/**
 * `format` remembering up to 1024 recent results by input (a site renders the same texts, dates and amounts on every page
 * view), starting over when full. Once its misses outrun its hits by 2048 (every value new) it rests, empty, for 65,536
 * calls, then tries again.
 */
export function recentResults<Input, Output>(format: (input: Input) => Output): (input: Input) => Output {
  let results = new Map<Input, Output>();
  let credit = CREDIT;
  let rest = 0;
  return (input) => {
    if (rest) {
      rest--;
      return format(input);
    }
    let out = results.get(input);
    if (out !== undefined) {
      if (credit < CREDIT) credit++;
      return out;
    }
    out = format(input);
    if (--credit) (results.size < CAPACITY ? results : (results = new Map())).set(input, out);
    else {
      rest = REST;
      credit = CREDIT;
      results = new Map();
    }
    return out;
  };
}
