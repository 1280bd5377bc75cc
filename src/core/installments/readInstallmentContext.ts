import type { InstallmentContext } from '../product/installments';
import { parseInstallmentContext } from '../schemas/installmentContextSchema';
import { reportError } from '../telemetry/reportError';

/** Raised when an installment context cannot be read; `code` says why. */
export class InstallmentContextError extends Error {
  constructor(
    readonly code: 'missing' | 'invalid-json' | 'invalid-data',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'InstallmentContextError';
  }
}

function parse(text: string | null | undefined, source: string): InstallmentContext {
  if (text == null || text.trim() === '') throw new InstallmentContextError('missing', `${source}: no installment context`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new InstallmentContextError('invalid-json', `${source}: installment context is not valid JSON (${(cause as Error).message})`, { cause });
  }
  try {
    return parseInstallmentContext(data);
  } catch (cause) {
    throw new InstallmentContextError('invalid-data', `${source}: ${(cause as Error).message}`, { cause });
  }
}

/**
 * Reads an item's installment context from JSON text; a missing or malformed context is reported silently to the
 * error reporter (spec §8) and gives null, so the installment text stays hidden.
 */
export function readInstallmentContext(text: string | null | undefined, source: string): InstallmentContext | null {
  try {
    return parse(text, source);
  } catch (error) {
    reportError(error, { feature: 'installments', source });
    return null;
  }
}
