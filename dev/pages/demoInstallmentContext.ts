/** The demo store's installment context (spec §3): offered for US shoppers in English, for orders above $35.00 and up to $1,000.00. */
export const DEMO_INSTALLMENT_CONTEXT = {
  afterPayAvailable: true,
  afterPayMin: 3500,
  afterPayMax: 100000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
} as const;
