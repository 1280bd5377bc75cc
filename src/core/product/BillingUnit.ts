/** Subscription billing period units. */
export const BILLING_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;

/** A subscription billing period unit. */
export type BillingUnit = (typeof BILLING_UNITS)[number];

/** How many of each unit make a year (52 weeks, 12 months, 1 year). */
export const BILLING_UNITS_PER_YEAR = { WEEK: 52, MONTH: 12, YEAR: 1 } as const satisfies Record<BillingUnit, number>;
