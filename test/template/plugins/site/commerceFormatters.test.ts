import { describe, expect, it } from 'vitest';
import { renderSite } from './renderSite';

const variant = (price: string, extra: Record<string, unknown> = {}) => ({
  price: Math.round(Number(price) * 100), priceMoney: { value: price, currency: 'USD' }, qtyInStock: 3, ...extra,
});
const product = (variants: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 'p1', structuredContent: { productType: 1, variants, variantOptionOrdering: ['Size'], ...extra },
});

describe('price formatters', () => {
  it('give legacy cents of the lowest, highest and sale prices', () => {
    const item = product([variant('10.50'), variant('20'), variant('30', { onSale: true, salePriceMoney: { value: '7.25', currency: 'USD' } })]);
    expect(renderSite('{@|from-price} {@|normal-price} {@|sale-price}', item).output).toBe('725 3000 725');
  });

  it('render product-price with the from text for varied prices', () => {
    const item = product([variant('10'), variant('20')]);
    expect(renderSite('{@|product-price}', item).output.trim()).toBe(
      '<div class="product-price">\nfrom <span class="sqs-money-native">10.00</span>\n\n</div>',
    );
  });

  it("render subscription prices as '{price} every N months for N years'", () => {
    const item = product([variant('10')], { isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 2, unit: 'MONTH' }, numBillingCycles: 12 } });
    expect(renderSite('{@|product-price}', item).output).toContain('<span class="sqs-money-native">10.00</span> every 2 months for 2 years');
    const unavailable = product([variant('10')], { isSubscribable: true });
    expect(renderSite('{@|product-price}', unavailable).output).toContain('Unavailable');
  });
});

describe('prices of variants with only one of the price fields, as the reference reads them', () => {
  it('print 0.00 for variants with only the legacy cents price, never those cents', () => {
    const item = product([{ price: 1250, qtyInStock: 3 }, { price: 2000, qtyInStock: 3 }]);
    expect(renderSite('{@|from-price} {@|normal-price} {@|sale-price}', item).output).toBe('0 0 0');
    expect(renderSite('{@|product-price}', item).output).toContain('<span class="sqs-money-native">0.00</span>');
    expect(renderSite('{@|product-price}', item).output).not.toMatch(/12\.50|20\.00/);
  });

  it('decide varied prices by the legacy price fields, not by the money objects', () => {
    const moneyOnly = product([{ priceMoney: { value: '10', currency: 'USD' } }, { priceMoney: { value: '20', currency: 'USD' } }]);
    expect(renderSite('{.varied-prices?}varied{.or}single{.end}', moneyOnly).output).toBe('single');
    expect(renderSite('{@|product-price}', moneyOnly).output).not.toContain('from');
    const legacyOnly = product([{ price: 1000 }, { price: 2000 }]);
    expect(renderSite('{.varied-prices?}varied{.or}single{.end}', legacyOnly).output).toBe('varied');
    const onSaleWrittenOnOne = product([{ price: 1000 }, { price: 1000, onSale: false }]);
    expect(renderSite('{.varied-prices?}varied{.or}single{.end}', onSaleWrittenOnOne).output).toBe('varied');
  });
});

describe('product status and predicates', () => {
  it('marks sold out before sale, and answers the commerce predicates', () => {
    const soldOut = product([variant('1', { qtyInStock: 0 })]);
    const onSale = product([variant('1', { onSale: true }), variant('2')]);
    expect(renderSite('{@|product-status}', soldOut).output).toBe('<div class="product-mark sold-out">sold out</div>');
    expect(renderSite('{@|product-status}', onSale).output).toBe('<div class="product-mark sale">sale</div>');
    expect(renderSite('{.sold-out?}S{.end}{.on-sale?}O{.end}{.has-variants?}H{.end}{.varied-prices?}V{.end}', onSale).output).toBe('OHV');
  });
});

describe('summary-form-field', () => {
  const field = (type: string, extra: Record<string, unknown>) => renderSite('{@|summary-form-field}', { type, rawTitle: 'Q', ...extra }).output;

  it('labels likert answers -2..2 and falls back to N/A or the localized no-answer text', () => {
    const out = field('likert', { values: { A: '-2', B: '-1', C: '0', D: '1', E: '2' } });
    for (const label of ['A:</span> Strongly Disagree', 'B:</span> Disagree', 'C:</span> Neutral', 'D:</span> Agree', 'E:</span> Strongly Agree']) {
      expect(out).toContain(label);
    }
    expect(field('text', {})).toContain('Q:</span> N/A');
    expect(renderSite('{@|summary-form-field}', { type: 'text', rawTitle: 'Q' }).output).toContain('N/A');
    expect(
      renderSite('{f|summary-form-field}', { f: { type: 'text', rawTitle: 'Q' }, localizedStrings: { productSummaryFormNoAnswerText: 'Sin respuesta' } }).output,
    ).toContain('Q:</span> Sin respuesta');
  });

  it('formats address, name, phone, date and time fields', () => {
    expect(field('name', { values: { First: 'Ada', Last: 'Lovelace' } })).toContain('Ada Lovelace');
    expect(field('phone', { values: { Country: '1', Areacode: '555', Prefix: '123', Line: '4567' } })).toContain('+1 555-123-4567');
    expect(field('date', { values: { Month: '1', Day: '2', Year: '2020' } })).toContain('1/2/2020');
    expect(field('time', { values: { Hour: '9', Ampm: 'AM' } })).toContain('9:00:00 AM');
    expect(field('address', { values: { Line1: '1 Main', City: 'Town', State: 'ST', Zip: '1', Country: 'US' } })).toContain('Town, ST 1 US');
  });
});

describe('cart helpers', () => {
  it('sum entry quantities and link to /cart', () => {
    expect(renderSite('{c|cart-quantity} {c|cart-url}', { c: { entries: [{ quantity: 2 }, { quantity: 3 }] } }).output)
      .toBe('<span class="sqs-cart-quantity">5</span> /cart');
  });
});
