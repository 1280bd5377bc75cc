/** One frame of a stack trace that names a script URL. */
export interface StackFrame {
  /** Script URL. */
  readonly file: string;
  /** 1-based line, when the frame gives one. */
  readonly line: number | undefined;
  /** 1-based column, when the frame gives one. */
  readonly column: number | undefined;
}

const FRAME = /(?:^\s*at (?:.*?\()?|@)([a-z][\w+.-]*:\/\/[^\s()]*?)(?::(\d+))?(?::(\d+))?\)?\s*$/gm;

/** The frames of a V8 (`at fn (url:line:col)`) or Firefox/Safari (`fn@url:line:col`) stack that name a script URL, top first. */
export function stackFrames(stack: string): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const [, file = '', line, column] of stack.matchAll(FRAME)) {
    frames.push({ file, line: line ? +line : undefined, column: column ? +column : undefined });
  }
  return frames;
}
