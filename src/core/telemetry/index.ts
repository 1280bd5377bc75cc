export { reportError, setErrorReporter } from './reportError';
export {
  createErrorReporter,
  ERROR_EVENT_PREFIX,
  UNKNOWN_APP,
  CUSTOM_DATA_FAILED,
  CUSTOM_DATA_UNSERIALIZABLE,
} from './ErrorReporter';
export type { ErrorReporter, ErrorReporterOptions, ErrorReporterPage, ErrorLocation } from './ErrorReporter';
export { ERROR_REPORTER_MAX_SENDS, ERROR_REPORTER_MAX_QUEUED, ERROR_REPORTER_MAX_STACK, ERROR_REPORTER_DEBOUNCE_MS } from './errorReporterLimits';
export { stackFrames } from './stackFrames';
export type { StackFrame } from './stackFrames';
export {
  startPerformanceCollection,
  isPerformanceRolledOut,
  performanceRolloutFlags,
  PerformanceSettingsError,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
  PERFORMANCE_APP_FLAG_PREFIX,
} from './performanceRollout';
export type { PerformanceCollectionOptions, PerformanceCollectionOutcome, PerformanceSettingsFailure } from './performanceRollout';
export { startPerformanceCollector, METRIC_WAIT_MS, PERFORMANCE_BATCH_MAX_EVENTS } from './PerformanceCollector';
export type { PerformanceCollector, PerformanceCollectorOptions } from './PerformanceCollector';
export { createBeaconSender } from './createBeaconSender';
export type { BeaconSenderOptions, XhrLike } from './createBeaconSender';
export { observeWebVitals, ourElementOf } from './observeWebVitals';
export type { MetricName, MetricSample } from './observeWebVitals';
export { pageSpeedTimings } from './pageSpeedTimings';
export type { MetricSamples, PageSpeedTimings } from './pageSpeedTimings';
export { observeUserTimings, USER_TIMING_NAMES } from './observeUserTimings';
export type { UserTiming } from './observeUserTimings';
export { describeBrowserPage } from './describeBrowserPage';
export type { PageSpeedIds, PageSpeedPage } from './describeBrowserPage';
export { environmentOfHost } from './environmentOfHost';
export type { PerformanceEnvironment } from './environmentOfHost';
export { visitorIds, MARKETING_ID_COOKIE } from './visitorIds';
export type { VisitorIds } from './visitorIds';
