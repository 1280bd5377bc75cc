import type { InstallmentContext } from '../product/installments';
import { parseInstallmentContext } from '../schemas/installmentContextSchema';

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

/** Reads an item's installment context from JSON text; gives the InstallmentContextError naming the problem instead of throwing. */
export function readInstallmentContext(text: string | null | undefined, source: string): InstallmentContext | InstallmentContextError {
  if (text == null || text.trim() === '') return new InstallmentContextError('missing', `${source}: no installment context`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    return new InstallmentContextError('invalid-json', `${source}: installment context is not valid JSON (${(cause as Error).message})`, { cause });
  }
  try {
    return parseInstallmentContext(data);
  } catch (cause) {
    return new InstallmentContextError('invalid-data', `${source}: ${(cause as Error).message}`, { cause });
  }
}
