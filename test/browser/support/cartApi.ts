import type { BrowserContext } from 'playwright-core';

/** The parts of the server's cart JSON the browser tests read. */
export interface CartSummary {
  readonly totalQuantity: number;
  readonly subtotalCents: number;
  readonly entries: ReadonlyArray<{ readonly itemId: string; readonly quantity: number; readonly additionalFields: string | null; readonly chosenVariant: { readonly sku: string } }>;
}

/** Reads the visitor's cart from GET /api/commerce/shopping-cart with the browser context's cookies. */
export async function readCart(context: BrowserContext, baseUrl: string): Promise<CartSummary> {
  const response = await context.request.get(`${baseUrl}/api/commerce/shopping-cart`);
  if (!response.ok()) throw new Error(`GET /api/commerce/shopping-cart answered ${response.status()}`);
  return (await response.json()) as CartSummary;
}
