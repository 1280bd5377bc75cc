const TIMER = /^[1-9]\d*$/;

/** True for a valid `ss_cvt` value: a positive integer without a leading zero. */
export function isValidVisitTimer(value: string | undefined): value is string {
  return value !== undefined && TIMER.test(value);
}
