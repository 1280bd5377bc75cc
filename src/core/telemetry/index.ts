export { reportError, setErrorSink } from './reportError';
export type { ErrorSink } from './reportError';
