import { localeRegion } from './localeRegion';

const IMPERIAL_REGIONS = ['US', 'LR', 'MM'];

/** True when the locale's region measures in metric units (every region but the United States, Liberia and Myanmar). */
export function isMetricLocale(locale: string): boolean {
  const region = localeRegion(locale);
  return region === undefined || !IMPERIAL_REGIONS.includes(region);
}
