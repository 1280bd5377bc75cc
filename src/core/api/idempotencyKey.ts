/** Request header naming one intent of a change: the server answers a repeat with the same key as it answered the first. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A new key for one shopper intent: 128 random bits as 32 hex digits. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
