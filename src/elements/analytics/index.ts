import '../strictCspZod';
export { AnalyticsElement, analyticsAttributes } from './element';
