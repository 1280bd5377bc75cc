/** Catalog keys of every shopper-visible product and add-to-cart text produced by the product rules (installment texts: INSTALLMENT_MESSAGE_KEYS). */
export const PRODUCT_MESSAGE_KEYS = {
  soldOut: 'product.soldOut',
  sale: 'product.sale',
  priceUnavailable: 'product.priceUnavailable',
  subscriptionPrice: 'product.subscriptionPrice',
  subscriptionPriceLimited: 'product.subscriptionPriceLimited',
  selectOption: 'addToCart.selectOption',
  selectTwoOptions: 'addToCart.selectTwoOptions',
  selectOptions: 'addToCart.selectOptions',
  variantUnavailable: 'addToCart.variantUnavailable',
  notEnoughStock: 'addToCart.notEnoughStock',
  quantityNotNumber: 'addToCart.quantityNotNumber',
  quantityNotWholeNumber: 'addToCart.quantityNotWholeNumber',
  quantityOutOfRange: 'addToCart.quantityOutOfRange',
  selectGiftCardDenomination: 'addToCart.selectGiftCardDenomination',
} as const;
