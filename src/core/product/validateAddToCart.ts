import type { Message } from '../i18n/Translator';
import { listFormat } from '../i18n/listFormat';
import type { Product } from '../schemas/productSchema';
import type { Variant } from '../schemas/variantSchema';
import { ProductType } from '../site/ProductType';
import { hasEnoughStock } from './availability';
import { findVariant, missingOptions } from './productOptions';
import { parseQuantity } from './parseQuantity';
import { PRODUCT_MESSAGE_KEYS } from './productMessages';

/** 'Please select the {option} option.', the two-option form, or a locale list of three or more; null when none is missing. */
export function selectOptionsMessage(missing: readonly string[], locale = 'en-US'): Message | null {
  const [first, second] = missing;
  if (first === undefined) return null;
  if (missing.length === 1) return { key: PRODUCT_MESSAGE_KEYS.selectOption, values: { option: first } };
  if (missing.length === 2) return { key: PRODUCT_MESSAGE_KEYS.selectTwoOptions, values: { option1: first, option2: second ?? '' } };
  return { key: PRODUCT_MESSAGE_KEYS.selectOptions, values: { options: listFormat(missing, locale) } };
}

/** The shopper's choices to validate. */
export interface AddToCartChoice {
  /** Chosen value per option name. Default none. */
  readonly chosen?: Readonly<Record<string, string | undefined>>;
  /** The selected variant (its options count as chosen); when omitted it is found from `chosen`; null means no match. */
  readonly variant?: Variant | null;
  /** Quantity as typed or as a number. */
  readonly quantity: string | number;
}

/** Options of validateAddToCart. */
export interface ValidateAddToCartOptions {
  /** Treat the product as a gift card (denomination wording). Default: true for gift-card products. */
  readonly giftCard?: boolean;
  /** Units of this variant already in the cart, counted against stock. Default 0. */
  readonly quantityInCart?: number;
  /** Locale of the option list ("Size, Color, and Style"). Default 'en-US'. */
  readonly locale?: string;
}

/** Everything validateAddToCart reads, as one object. */
export interface AddToCartValidationInput extends AddToCartChoice, ValidateAddToCartOptions {
  /** The product being added. */
  readonly product: Product;
}

/**
 * The first failing add-to-cart rule as a Message, or null when the item can be added:
 * gift card denomination, unchosen options, unknown variant, quantity (number, whole, 1..9999), then stock.
 * Call as `validateAddToCart(product, choice, options)` or `validateAddToCart({ product, ...choice, ...options })`.
 */
export function validateAddToCart(input: AddToCartValidationInput): Message | null;
export function validateAddToCart(product: Product, choice: AddToCartChoice, options?: ValidateAddToCartOptions): Message | null;
export function validateAddToCart(
  first: Product | AddToCartValidationInput,
  second?: AddToCartChoice,
  third: ValidateAddToCartOptions = {},
): Message | null {
  if (second === undefined && isValidationInput(first)) {
    const { product, chosen, variant, quantity, giftCard, quantityInCart, locale } = first;
    return validateChoice(product, { chosen, variant, quantity }, { giftCard, quantityInCart, locale });
  }
  return validateChoice(first as Product, second ?? { quantity: Number.NaN }, third);
}

function isValidationInput(value: Product | AddToCartValidationInput): value is AddToCartValidationInput {
  return !('structuredContent' in value) && 'product' in value;
}

function validateChoice(product: Product, choice: AddToCartChoice, options: ValidateAddToCartOptions): Message | null {
  const chosen = choice.chosen ?? {};
  const giftCard = options.giftCard ?? product.structuredContent.productType === ProductType.GIFT_CARD;
  const missing = choice.variant ? [] : missingOptions(product, chosen);
  if (giftCard && (missing.length > 0 || choice.variant === null || (choice.variant === undefined && !findVariant(product, chosen)))) {
    return { key: PRODUCT_MESSAGE_KEYS.selectGiftCardDenomination };
  }
  const optionsMessage = selectOptionsMessage(missing, options.locale);
  if (optionsMessage) return optionsMessage;
  const variant = choice.variant === undefined ? findVariant(product, chosen) : choice.variant;
  if (!variant) return { key: PRODUCT_MESSAGE_KEYS.variantUnavailable };
  const parsed = parseQuantity(choice.quantity);
  if ('error' in parsed) return parsed.error;
  if (!hasEnoughStock(variant, parsed.quantity + (options.quantityInCart ?? 0))) return { key: PRODUCT_MESSAGE_KEYS.notEnoughStock };
  return null;
}
