/** Thrown when a date falls outside the supported Julian day range 0..4881503. */
export class JulianDayRangeError extends RangeError {
  /** Stable error code. */
  readonly code = 'JULIAN_DAY_OUT_OF_RANGE';
  /** The offending Julian day. */
  readonly julianDay: number;

  constructor(julianDay: number) {
    super(`Julian day ${julianDay} is outside the supported range 0..4881503 (Mon Jan 1 4713 B.C. to Fri Dec 31 8652 A.D.)`);
    this.name = 'JulianDayRangeError';
    this.julianDay = julianDay;
  }
}
