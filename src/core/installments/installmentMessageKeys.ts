/** Catalog keys of the installment texts the installment rules produce (kept apart from the product keys, so that a page without installments carries none of their English texts). */
export const INSTALLMENT_MESSAGE_KEYS = {
  inRange: 'installments.inRange',
  upTo: 'installments.availableUpTo',
  over: 'installments.availableOver',
} as const;
