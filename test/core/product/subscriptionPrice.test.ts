import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { subscriptionDuration, subscriptionPriceMessage } from '../../../src/core/product';
import { parseSubscriptionPlan } from '../../../src/core/schemas';
import { ProductType } from '../../../src/core/site';
import { product, variant } from './fixtures';

const english = new Translator(englishCatalog);
const subscription = (value: number, unit: string, numBillingCycles?: number) =>
  product(ProductType.PHYSICAL, [variant('10')], { isSubscribable: true, subscriptionPlan: { billingPeriod: { value, unit }, numBillingCycles } });
const text = (value: number, unit: string, cycles?: number) => english.render(subscriptionPriceMessage(subscription(value, unit, cycles), '$10.00'));

describe('subscriptionPriceMessage', () => {
  it.each([
    [1, 'WEEK', '$10.00 every week'],
    [1, 'MONTH', '$10.00 every month'],
    [1, 'YEAR', '$10.00 every year'],
    [2, 'WEEK', '$10.00 every 2 weeks'],
    [3, 'MONTH', '$10.00 every 3 months'],
    [2, 'YEAR', '$10.00 every 2 years'],
  ])('renders every %i %s indefinitely', (value, unit, expected) => {
    expect(text(value, unit)).toBe(expected);
    expect(text(value, unit, 0)).toBe(expected);
  });

  it.each([
    [1, 'WEEK', 3, '$10.00 every week for 3 weeks'],
    [2, 'WEEK', 1, '$10.00 every 2 weeks for 2 weeks'],
    [1, 'MONTH', 1, '$10.00 every month for 1 month'],
    [1, 'MONTH', 6, '$10.00 every month for 6 months'],
    [1, 'YEAR', 1, '$10.00 every year for 1 year'],
    [1, 'YEAR', 3, '$10.00 every year for 3 years'],
  ])('renders every %i %s for %i cycles', (value, unit, cycles, expected) => {
    expect(text(value, unit, cycles)).toBe(expected);
  });

  it('converts 52 weeks to 1 year and 104 weeks to 2 years', () => {
    expect(text(1, 'WEEK', 52)).toBe('$10.00 every week for 1 year');
    expect(text(2, 'WEEK', 52)).toBe('$10.00 every 2 weeks for 2 years');
  });

  it('converts 12 months to 1 year and 36 months to 3 years', () => {
    expect(text(1, 'MONTH', 12)).toBe('$10.00 every month for 1 year');
    expect(text(3, 'MONTH', 12)).toBe('$10.00 every 3 months for 3 years');
  });

  it('keeps durations that are not whole years in the billing unit', () => {
    expect(text(1, 'MONTH', 18)).toBe('$10.00 every month for 18 months');
    expect(text(1, 'WEEK', 26)).toBe('$10.00 every week for 26 weeks');
  });

  it("is 'Unavailable' without a subscription plan", () => {
    expect(english.render(subscriptionPriceMessage(product(ProductType.PHYSICAL, [variant('1')]), '$1.00'))).toBe('Unavailable');
  });
});

describe('subscriptionDuration', () => {
  it('is 0 (indefinite) without billing cycles', () => {
    expect(subscriptionDuration(parseSubscriptionPlan({ billingPeriod: { value: 2, unit: 'MONTH' } }))).toEqual({ value: 0, unit: 'MONTH' });
  });

  it('multiplies the period by the cycles and converts to years', () => {
    expect(subscriptionDuration(parseSubscriptionPlan({ billingPeriod: { value: 4, unit: 'WEEK' }, numBillingCycles: 13 }))).toEqual({ value: 1, unit: 'YEAR' });
    expect(subscriptionDuration(parseSubscriptionPlan({ billingPeriod: { value: 2, unit: 'YEAR' }, numBillingCycles: 2 }))).toEqual({ value: 4, unit: 'YEAR' });
  });
});
