function ago(value: number, unit: string): string {
  if (value === 1) return `about ${unit === 'hour' ? 'an' : 'a'} ${unit} ago`;
  return `about ${value} ${unit}s ago`;
}

/**
 * English "time since" text for a delta (now minus the date) in milliseconds: 'about 2 days ago', 'about an hour ago',
 * 'less than a minute ago'; a date up to 60 seconds in the future reads 'less than a minute from now'.
 */
export function humanizeTimeSince(deltaMs: number): string {
  if (deltaMs < 0 && deltaMs > -60_000) return 'less than a minute from now';
  const seconds = deltaMs / 1000;
  const days = Math.trunc(seconds / 86_400);
  const years = Math.trunc(days / 365);
  if (years > 0) return ago(years, 'year');
  const months = Math.trunc(days / 30);
  if (months > 0) return ago(months, 'month');
  const weeks = Math.trunc(days / 7);
  if (weeks > 0) return ago(weeks, 'week');
  if (days > 0) return ago(days, 'day');
  const rest = seconds - days * 86_400;
  const hours = Math.trunc(rest / 3600);
  if (hours > 0) return ago(hours, 'hour');
  const minutes = Math.trunc(rest / 60);
  if (minutes > 0) return ago(minutes, 'minute');
  return 'less than a minute ago';
}
