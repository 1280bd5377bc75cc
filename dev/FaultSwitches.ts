import { HttpError } from './http/HttpError';

/** The ways a request can be made to fail on purpose: 'drop' before the server handles it, 'drop-after' midway through its answer, once it has handled (and stored) it. */
export type FaultKind = 'delay' | '429' | '500' | 'drop' | 'drop-after' | 'malformed';

/** Every fault kind, in a stable order. */
export const FAULT_KINDS: readonly FaultKind[] = ['delay', '429', '500', 'drop', 'drop-after', 'malformed'];

/** One fault switch: requests to `path` fail in the given way. */
export interface Fault {
  /** Request path (no query) to match exactly; a trailing '*' matches a prefix. */
  path: string;
  /** How the request fails. */
  kind: FaultKind;
  /** For 'delay': milliseconds to wait before handling the request normally. Default 1000. */
  ms?: number;
  /** How many matching requests the fault applies to; omitted means until cleared. Default unlimited. */
  times?: number;
}

/** A fault switch as stored, with the number of uses left. */
export interface ActiveFault extends Fault {
  /** Matching requests still to be hit; Infinity when unlimited. */
  remaining: number;
}

/** Parses an untrusted fault description (e.g. a request body) into a Fault, with a 400 naming the bad field. */
export function parseFault(input: unknown): Fault {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new HttpError(400, 'A fault must be a JSON object with "path" and "kind".');
  }
  const record = input as Record<string, unknown>;
  if (typeof record.path !== 'string' || !record.path.startsWith('/')) {
    throw new HttpError(400, 'Fault "path" must be a string starting with "/".');
  }
  const kind = String(record.kind);
  if (!(FAULT_KINDS as readonly string[]).includes(kind)) {
    throw new HttpError(400, `Fault "kind" must be one of ${FAULT_KINDS.join(', ')}; got ${JSON.stringify(record.kind)}.`);
  }
  const fault: Fault = { path: record.path, kind: kind as FaultKind };
  if (record.ms !== undefined) {
    if (typeof record.ms !== 'number' || !Number.isInteger(record.ms) || record.ms < 0 || record.ms > 120_000) {
      throw new HttpError(400, 'Fault "ms" must be an integer from 0 to 120000.');
    }
    fault.ms = record.ms;
  }
  if (record.times !== undefined) {
    if (typeof record.times !== 'number' || !Number.isInteger(record.times) || record.times < 1) {
      throw new HttpError(400, 'Fault "times" must be a positive integer.');
    }
    fault.times = record.times;
  }
  return fault;
}

/** The server's fault switches: set them in code or over HTTP, and each matching request consumes one use. */
export class FaultSwitches {
  private faults: ActiveFault[] = [];

  /** Adds a fault switch (validated) and returns it as stored. */
  set(fault: Fault): ActiveFault {
    const parsed = parseFault(fault);
    const active: ActiveFault = { ...parsed, remaining: parsed.times ?? Number.POSITIVE_INFINITY };
    this.faults.push(active);
    return active;
  }

  /** Removes every fault switch, or only those for one path. */
  clear(path?: string): void {
    this.faults = path === undefined ? [] : this.faults.filter((fault) => fault.path !== path);
  }

  /** The fault switches still active. */
  list(): ActiveFault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** Takes one use of the first fault matching `path`, or returns undefined when none applies. */
  take(path: string): ActiveFault | undefined {
    const index = this.faults.findIndex((fault) => matchesPath(fault.path, path));
    if (index < 0) return undefined;
    const fault = this.faults[index];
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return { ...fault };
  }
}

function matchesPath(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path || pattern === path.replace(/\/+$/, '') || `${pattern}/` === path;
}
