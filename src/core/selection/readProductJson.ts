import { parseProduct, type Product } from '../schemas/productSchema';

/** Raised when product JSON text cannot be read; `code` says why. */
export class ProductSourceError extends Error {
  constructor(
    readonly code: 'invalid-json' | 'invalid-data' | 'load-failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProductSourceError';
  }
}

/** Unwraps `{ item }` / `{ product }` envelopes around a product item. */
function unwrap(data: unknown): unknown {
  if (data && typeof data === 'object' && !('structuredContent' in data)) {
    const envelope = data as { item?: unknown; product?: unknown };
    return envelope.item ?? envelope.product ?? data;
  }
  return data;
}

/** Parses product JSON text (a product item, or one wrapped as `{ item }` or `{ product }`); throws ProductSourceError naming the problem. */
export function readProductJson(text: string, source: string): Product {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new ProductSourceError('invalid-json', `${source}: product JSON is not valid JSON (${(cause as Error).message})`, { cause });
  }
  try {
    return parseProduct(unwrap(data));
  } catch (cause) {
    throw new ProductSourceError('invalid-data', `${source}: ${(cause as Error).message}`, { cause });
  }
}
