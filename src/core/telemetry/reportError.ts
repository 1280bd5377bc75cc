/** Receives every reported error with its custom data. */
export type ErrorSink = (error: unknown, custom?: Record<string, unknown>) => void;

let sink: ErrorSink | undefined;

/** Registers the function that receives reported errors (the error reporter); undefined unregisters. Default none. */
export function setErrorSink(next: ErrorSink | undefined): void {
  sink = next;
}

/** Reports a caught error silently to the registered error reporter; without one it is dropped. Never throws. */
export function reportError(error: unknown, custom?: Record<string, unknown>): void {
  try {
    sink?.(error, custom);
  } catch {
    return;
  }
}
