import type { InstallmentContext } from './installmentOffer';
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

let readings: Map<string, InstallmentContext | InstallmentContextError> | undefined;

/** Reads an item's installment context from JSON text; gives the InstallmentContextError naming the problem instead of throwing. Each distinct text is read once (a site has one context, repeated by every pill). */
export function readInstallmentContext(text: string | null | undefined, source: string): InstallmentContext | InstallmentContextError {
  if (text == null || text.trim() === '') return new InstallmentContextError('missing', `${source}: no installment context`);
  const key = `${source}\u0000${text}`;
  readings ??= new Map();
  let reading = readings.get(key);
  if (!reading) {
    reading = parseContextText(text, source);
    if (readings.size >= 16) readings.clear();
    readings.set(key, reading);
  }
  return reading;
}

function parseContextText(text: string, source: string): InstallmentContext | InstallmentContextError {
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
