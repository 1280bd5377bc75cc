import type { Message } from '../i18n';

/** A failed add: the alert title and message to show the shopper. */
export class AddToCartFailure extends Error {
  readonly code = 'add-to-cart-failed';
  constructor(
    readonly title: Message,
    readonly reason: Message,
    options?: { cause?: unknown },
  ) {
    super(`Add to cart failed: ${reason.key}`, options);
    this.name = 'AddToCartFailure';
  }
}
