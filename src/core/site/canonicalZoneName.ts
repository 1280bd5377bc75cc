const LEGACY_ZONES =
  'SystemV/AST4 America/Puerto_Rico SystemV/AST4ADT America/Halifax SystemV/CST6 America/Regina SystemV/CST6CDT America/Chicago ' +
  'SystemV/EST5 America/Indianapolis SystemV/EST5EDT America/New_York SystemV/HST10 Pacific/Honolulu SystemV/MST7 America/Phoenix ' +
  'SystemV/MST7MDT America/Denver SystemV/PST8 Pacific/Pitcairn SystemV/PST8PDT America/Los_Angeles SystemV/YST9 Pacific/Gambier ' +
  'SystemV/YST9YDT America/Anchorage Canada/East-Saskatchewan America/Regina';

/** Maps a legacy zone name to its current id; other names pass through. */
export function canonicalZoneName(zone: string): string {
  const words = LEGACY_ZONES.split(' ');
  const at = words.indexOf(zone);
  return at % 2 ? zone : (words[at + 1] ?? zone);
}
