export { safeUrl, SAFE_URL_EXPECTATION } from './safeUrl';
export { guardUrl } from './guardUrl';
export type { UrlSink } from './guardUrl';
export { appendQuery } from './appendQuery';
