import '../base/strictCspZod';
export { AnalyticsElement, analyticsAttributes } from './element';
