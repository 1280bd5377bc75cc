/** Most error reports sent per page. */
export const ERROR_REPORTER_MAX_SENDS = 20;

/** Most error records queued for one send. */
export const ERROR_REPORTER_MAX_QUEUED = 10;

/** A stack is cut to this many characters. */
export const ERROR_REPORTER_MAX_STACK = 5000;

/** Sends are debounced by this many milliseconds. */
export const ERROR_REPORTER_DEBOUNCE_MS = 1000;
