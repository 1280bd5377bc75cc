const IMPERIAL_REGIONS = new Set(['US', 'LR', 'MM']);

/** True when the locale's region measures in metric units (every region but the United States, Liberia and Myanmar). */
export function isMetricLocale(locale: string): boolean {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region === undefined || !IMPERIAL_REGIONS.has(region);
  } catch {
    return true;
  }
}
