import type { ShoppingCartResponse } from '../api/cartResponseSchemas';
import { parseShoppingCart } from '../schemas/shoppingCartSchema';
import { SchemaError } from '../schemas/SchemaError';

/** Parses a cart given inline as JSON text (the cart page's `<script type="application/json">`); throws SchemaError naming the problem. */
export function readCartJson(text: string): ShoppingCartResponse {
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch (error) {
    throw new SchemaError('ShoppingCart', [{ path: '', message: `not JSON (${(error as Error).message})` }]);
  }
  return parseShoppingCart(data);
}
