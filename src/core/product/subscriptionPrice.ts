import type { Message } from '../i18n/Translator';
import type { Product } from '../schemas/productSchema';
import type { SubscriptionPlan } from '../schemas/subscriptionSchema';
import { BILLING_UNITS_PER_YEAR, type BillingUnit } from './BillingUnit';
import { PRODUCT_MESSAGE_KEYS } from './productMessages';

/** How long a subscription runs: a number of units, converted to years when it is a whole number of years. */
export interface SubscriptionDuration {
  /** Number of units; 0 means indefinite. */
  readonly value: number;
  /** Unit of the duration. */
  readonly unit: BillingUnit;
}

/** Billing period value × numBillingCycles, in years when a multiple of 52 weeks or 12 months; 0 means indefinite. */
export function subscriptionDuration(plan: SubscriptionPlan): SubscriptionDuration {
  const { value, unit } = plan.billingPeriod;
  const total = value * plan.numBillingCycles;
  const perYear = BILLING_UNITS_PER_YEAR[unit];
  if (total > 0 && unit !== 'YEAR' && total % perYear === 0) return { value: total / perYear, unit: 'YEAR' };
  return { value: total, unit };
}

/**
 * The subscription price text: '{price} every N weeks/months/years' (singular when N is 1), plus
 * ' for N weeks/months/years' when the plan has billing cycles; 'Unavailable' without a billing period.
 * `price` is the already formatted price.
 */
export function subscriptionPriceMessage(product: Product, price: string): Message {
  const plan = product.structuredContent.subscriptionPlan;
  if (!plan) return { key: PRODUCT_MESSAGE_KEYS.priceUnavailable };
  const { value: periodValue, unit: periodUnit } = plan.billingPeriod;
  if (plan.numBillingCycles === 0) return { key: PRODUCT_MESSAGE_KEYS.subscriptionPrice, values: { price, periodValue, periodUnit } };
  const duration = subscriptionDuration(plan);
  return {
    key: PRODUCT_MESSAGE_KEYS.subscriptionPriceLimited,
    values: { price, periodValue, periodUnit, duration: duration.value, durationUnit: duration.unit },
  };
}
