import * as z from 'zod/mini';
import { BILLING_UNITS } from '../product/BillingUnit';
import { integerOr } from './fieldDefaults';
import { parseWithSchema } from './parseWithSchema';

/** The time between two billings, e.g. { value: 2, unit: 'MONTH' }. */
export const billingPeriodSchema = z.lazy(() => z.looseObject({
  value: z.int().check(z.positive()),
  unit: z.enum(BILLING_UNITS),
}));

/** A subscription plan: billing period and number of billing cycles (0, the default, means indefinite). */
export const subscriptionPlanSchema = z.lazy(() => z.looseObject({
  billingPeriod: billingPeriodSchema,
  numBillingCycles: z.pipe(integerOr(0), z.int().check(z.nonnegative())),
}));

/** A parsed billing period. */
export type BillingPeriod = z.output<typeof billingPeriodSchema>;
/** A parsed subscription plan. */
export type SubscriptionPlan = z.output<typeof subscriptionPlanSchema>;

/** Parses a subscription plan; throws SchemaError naming the bad field. */
export function parseSubscriptionPlan(data: unknown): SubscriptionPlan {
  return parseWithSchema(subscriptionPlanSchema, data, 'Subscription');
}
