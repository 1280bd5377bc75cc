import { describe, expect, it } from 'vitest';
import { shoppingCartResponseSchema } from '../../../src/core/api';
import { cartView, checkoutPageUrl, entryAnswerValues, lineAnswers } from '../../../src/core/cart';
import { Translator, englishCatalog } from '../../../src/core/i18n';
import { formatMoney } from '../../../src/core/money';
import { parseForm } from '../../../src/core/schemas';

const translator = new Translator(englishCatalog);

const form = {
  id: 'engraving',
  name: 'Engraving',
  fields: [
    { id: 'intro', type: 'section', title: 'About' },
    { id: 'text', type: 'text', title: 'Engraving text', required: true },
    { id: 'font', type: 'checkbox', title: 'Fonts', options: ['Serif', 'Script'] },
    { id: 'note', type: 'textarea', title: 'Note' },
    { id: 'secret', type: 'hidden', title: 'Secret' },
  ],
};

function parsedCart(extra: Record<string, unknown> = {}) {
  return shoppingCartResponseSchema.parse({
    id: 'c1',
    version: 7,
    subtotalAmount: { value: '51.00', currency: 'EUR' },
    entries: [
      { id: 'e1', itemId: 'tee', quantity: 2, title: 'Classic Tee', purchasePriceCents: 1800, subTotal: 3600, chosenVariant: { sku: 'TEE-M', attributes: { Size: 'M', Color: 'Black' } } },
      {
        id: 'e2', itemId: 'pen', quantity: 1, title: 'Engraved Pen', purchasePriceCents: 1500, productUrl: '/shop/p/engraved-pen',
        additionalFields: JSON.stringify({ text: 'For Ada', font: ['Serif', 'Script'], note: '' }), additionalFieldsForm: form,
      },
    ],
    subtotalCents: 5100, taxCents: 408, shippingCostCents: 500, discountCents: 1000, grandTotalCents: 5008,
    validCoupons: [{ code: 'SPRING10' }, 'WELCOME'],
    invalidCoupons: [{ name: 'EXPIRED5' }],
    requiresShipping: true,
    ...extra,
  });
}

describe('cartView', () => {
  it('shows each line with title, product link, variant attributes, unit price and line total in the store currency from cents', () => {
    const view = cartView(parsedCart(), { productUrl: '/p/{itemId}' });
    const [tee, pen] = view.lines;
    expect(tee).toMatchObject({ id: 'e1', title: 'Classic Tee', productUrl: '/p/tee', quantity: 2, sku: 'TEE-M' });
    expect(tee?.attributes).toEqual([{ name: 'Size', value: 'M' }, { name: 'Color', value: 'Black' }]);
    expect(formatMoney(tee!.unitPrice)).toBe('€18.00');
    expect(formatMoney(tee!.lineTotal)).toBe('€36.00');
    expect(pen?.productUrl).toBe('/shop/p/engraved-pen');
    expect(formatMoney(pen!.lineTotal)).toBe('€15.00');
  });

  it('takes subtotal, tax, shipping, discount and grand total from the *Cents fields, and the total quantity from the lines', () => {
    const { totals, totalQuantity } = cartView(parsedCart());
    expect(Object.fromEntries(Object.entries(totals).map(([name, money]) => [name, formatMoney(money)]))).toEqual({
      subtotal: '€51.00', tax: '€4.08', shipping: '€5.00', discount: '€10.00', grandTotal: '€50.08',
    });
    expect(totalQuantity).toBe(3);
  });

  it('converts cents by the currency\'s fraction digits (JPY has none)', () => {
    const view = cartView(shoppingCartResponseSchema.parse({ entries: [{ id: 'e', itemId: 'i', quantity: 3, purchasePriceCents: 500 }], subtotalCents: 1500 }), { currency: 'JPY' });
    expect(formatMoney(view.totals.subtotal)).toBe('¥1,500');
    expect(formatMoney(view.lines[0]!.lineTotal)).toBe('¥1,500');
  });

  it('lists valid coupons and flags invalid ones by code', () => {
    const view = cartView(parsedCart());
    expect(view.validCoupons).toEqual(['SPRING10', 'WELCOME']);
    expect(view.invalidCoupons).toEqual(['EXPIRED5']);
  });

  it('notes a cart that needs shipping or is purely digital, and nothing for an empty cart', () => {
    expect(cartView(parsedCart()).fulfilment).toBe('requires-shipping');
    expect(cartView(parsedCart({ requiresShipping: false, purelyDigital: true })).fulfilment).toBe('purely-digital');
    expect(cartView(parsedCart({ requiresShipping: false })).fulfilment).toBeNull();
    const empty = cartView(shoppingCartResponseSchema.parse({ entries: [], requiresShipping: true }));
    expect([empty.empty, empty.fulfilment, empty.totalQuantity]).toEqual([true, null, 0]);
    expect(cartView(null).empty).toBe(true);
  });

  it('shows additional-field answers in the form\'s order with its titles, never sections or hidden fields; empty answers read N/A', () => {
    const pen = cartView(parsedCart()).lines[1]!;
    expect(pen.answerValues).toEqual({ text: 'For Ada', font: ['Serif', 'Script'], note: '' });
    expect(pen.answers.map((answer) => [answer.title, typeof answer.value === 'string' ? answer.value : translator.render(answer.value)])).toEqual([
      ['Engraving text', 'For Ada'],
      ['Fonts', 'Serif, Script'],
      ['Note', 'N/A'],
    ]);
    expect(cartView(parsedCart()).lines[0]!.answers).toEqual([]);
  });

  it('reads answers sent as an object, and by field id without a form; unreadable answers count as none', () => {
    const entry = (additionalFields: unknown) => shoppingCartResponseSchema.parse({ entries: [{ id: 'e', itemId: 'i', quantity: 1, additionalFields }] }).entries[0]!;
    expect(entryAnswerValues(entry({ a: 'x', b: 2 }))).toEqual({ a: 'x', b: '2' });
    expect(entryAnswerValues(entry('not json'))).toBeNull();
    expect(entryAnswerValues(entry('[1]'))).toBeNull();
    expect(entryAnswerValues(entry(null))).toBeNull();
    expect(lineAnswers({ a: 'x' }, undefined)).toEqual([{ fieldId: 'a', title: 'a', value: 'x' }]);
    expect(lineAnswers({ text: 'hi' }, parseForm(form)).map((answer) => answer.fieldId)).toEqual(['text', 'font', 'note']);
  });

  it('shows multi-part answers (name, phone) as one line in their parts\' order', () => {
    const partsForm = parseForm({ id: 'p', fields: [{ id: 'who', type: 'name', title: 'Name' }, { id: 'tel', type: 'phone', title: 'Phone' }] });
    const values = entryAnswerValues(
      shoppingCartResponseSchema.parse({ entries: [{ id: 'e', itemId: 'i', quantity: 1, additionalFields: JSON.stringify({ who: { Last: 'Lovelace', First: 'Ada' }, tel: { Areacode: '', Prefix: '', Line: '' } }) }] }).entries[0]!,
    );
    expect(values).toEqual({ who: { Last: 'Lovelace', First: 'Ada' }, tel: { Areacode: '', Prefix: '', Line: '' } });
    expect(lineAnswers(values, partsForm).map((answer) => (typeof answer.value === 'string' ? answer.value : translator.render(answer.value)))).toEqual(['Ada Lovelace', 'N/A']);
  });

  it('carries the cart version, which the checkout URL sends', () => {
    expect(cartView(parsedCart()).version).toBe(7);
    expect(checkoutPageUrl('/checkout', 7)).toBe('/checkout?cartVersion=7');
    expect(checkoutPageUrl('/checkout?step=1#top', 7)).toBe('/checkout?step=1&cartVersion=7#top');
    expect(checkoutPageUrl('/checkout', undefined)).toBe('/checkout');
  });
});
