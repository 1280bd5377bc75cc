import { formatShopperMoney } from '../money/formatMoney';
import { Money } from '../money/Money';
import { decimalToFixed, divideDecimal } from '../money/decimal';
import type { Message } from '../i18n/Translator';
import { ProductType } from '../site/ProductType';
import { INSTALLMENT_MESSAGE_KEYS } from './installmentMessageKeys';

/** Installment providers' default number of interest-free payments. */
const INSTALLMENT_PAYMENTS = 4;

/** Installment settings of one item, as the page provides them. */
export interface InstallmentContext {
  /** Whether the merchant offers installments. */
  readonly afterPayAvailable: boolean;
  /** Orders must be above this many cents. */
  readonly afterPayMin: number;
  /** Orders may be at most this many cents. */
  readonly afterPayMax: number;
  /** Shopper language, e.g. 'en' or 'fr-CA'. */
  readonly shopperLanguage: string;
  /** Merchant's payment account country, e.g. 'US'. */
  readonly stripeAccountCountry: string;
}

/** Name of the installment payment method, named by the pill in every state. */
export const INSTALLMENT_PROVIDER_NAME = 'Afterpay';

/** Countries and their languages where installments are offered: US en, CA en/fr, AU en, NZ en. */
export const INSTALLMENT_LOCALES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
});

/** True when installments are offered for this account country and shopper language (primary subtag, any case). */
export function isInstallmentLocaleSupported(country: string, language: string): boolean {
  return installmentLocaleOf(country, language) !== undefined;
}

/** The installment locale of a shopper language and account country ('fr-CA', 'en-US', …); undefined when not supported. */
export function installmentLocaleOf(country: string, language: string): string | undefined {
  const upper = country.toUpperCase();
  const languages = Object.hasOwn(INSTALLMENT_LOCALES, upper) ? INSTALLMENT_LOCALES[upper] : undefined;
  const primary = language.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return languages?.includes(primary) ? `${primary}-${upper}` : undefined;
}

/** Why no installment text is shown. */
export type InstallmentUnavailableReason = 'not-offered' | 'locale' | 'product-type' | 'cart-not-physical';

/** Why a context offers no installments whatever the price ('not-offered' or 'locale'); undefined when it offers them. */
export function installmentContextUnavailableReason(context: InstallmentContext): 'not-offered' | 'locale' | undefined {
  if (!context.afterPayAvailable) return 'not-offered';
  return isInstallmentLocaleSupported(context.stripeAccountCountry, context.shopperLanguage) ? undefined : 'locale';
}

/** What the installment pill shows. */
export type InstallmentOffer =
  | { readonly status: 'unavailable'; readonly reason: InstallmentUnavailableReason }
  | { readonly status: 'out-of-range'; readonly message: Message }
  | { readonly status: 'in-range'; readonly numberOfPayments: number; readonly installmentAmount: Money; readonly message: Message };

/** Inputs of installmentOffer. */
export interface InstallmentOfferInput {
  /** Price of the product (or cart subtotal). */
  readonly price: Money;
  /** Product type of the product shown. Default none (a cart, judged by cartProductTypes). */
  readonly productType?: number;
  /** Installment settings. */
  readonly context: InstallmentContext;
  /** Product types of every cart item, when a cart is considered. Default none (no cart). */
  readonly cartProductTypes?: readonly number[];
  /** The shopper's locale (the element's) that the amounts are formatted for, in the store currency of the price. */
  readonly locale: string;
  /** Number of interest-free payments. Default 4. */
  readonly numberOfPayments?: number;
}

/**
 * Installments apply to physical products only (with a cart, only when every item is physical), where offered
 * and for a supported locale. In range when the price is above the minimum and not above the maximum, else
 * '{provider} available for orders up to {max}' (price above max) or '{provider} available for orders over {min}'; every text names the provider.
 */
export function installmentOffer(input: InstallmentOfferInput): InstallmentOffer {
  const { price, context, locale, numberOfPayments = INSTALLMENT_PAYMENTS } = input;
  const contextReason = installmentContextUnavailableReason(context);
  if (contextReason) return { status: 'unavailable', reason: contextReason };
  if (input.productType !== undefined && input.productType !== ProductType.PHYSICAL) return { status: 'unavailable', reason: 'product-type' };
  if (input.cartProductTypes?.some((type) => type !== ProductType.PHYSICAL)) return { status: 'unavailable', reason: 'cart-not-physical' };
  const minimum = Money.fromCents(context.afterPayMin, price.currency, 'afterPayMin');
  const maximum = Money.fromCents(context.afterPayMax, price.currency, 'afterPayMax');
  if (price.compare(maximum) > 0) {
    return { status: 'out-of-range', message: { key: INSTALLMENT_MESSAGE_KEYS.upTo, values: { provider: INSTALLMENT_PROVIDER_NAME, amount: formatShopperMoney(maximum, locale) } } };
  }
  if (price.compare(minimum) <= 0) {
    return { status: 'out-of-range', message: { key: INSTALLMENT_MESSAGE_KEYS.over, values: { provider: INSTALLMENT_PROVIDER_NAME, amount: formatShopperMoney(minimum, locale) } } };
  }
  const installmentAmount = installmentPayment(price, numberOfPayments);
  return {
    status: 'in-range',
    numberOfPayments,
    installmentAmount,
    message: { key: INSTALLMENT_MESSAGE_KEYS.inRange, values: { count: numberOfPayments, amount: formatShopperMoney(installmentAmount, locale), provider: INSTALLMENT_PROVIDER_NAME } },
  };
}

/** One of `count` equal payments of `price`, rounded half up to the currency's minor unit, in exact decimal arithmetic. Default count 4. */
export function installmentPayment(price: Money, count: number = INSTALLMENT_PAYMENTS): Money {
  return Money.of(decimalToFixed(divideDecimal(price.decimal, count, price.fractionDigits)), price.currency);
}
