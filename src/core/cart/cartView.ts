import type { AdditionalFieldValues } from '../addToCart/additionalFields';
import type { CartEntryResponse, ShoppingCartResponse } from '../api/cartResponseSchemas';
import type { Message } from '../i18n';
import { Money } from '../money/Money';
import { formFieldParts } from '../forms/formFieldParts';
import type { FormFieldValue } from '../forms/FormValues';
import type { Form, FormField } from '../schemas';
import { guardUrl } from '../url/guardUrl';

/** One additional-field answer of a line, in the form's order. */
export interface CartLineAnswer {
  /** Field id. */
  readonly fieldId: string;
  /** Field title (the field id when the form is not known). */
  readonly title: string;
  /** The answer as text, or the no-answer message. */
  readonly value: string | Message;
}

/** One line of the cart page. */
export interface CartLineView {
  /** Entry id. */
  readonly id: string;
  /** Product id. */
  readonly itemId: string;
  /** Variant SKU ('' when unknown). */
  readonly sku: string;
  /** Product title. */
  readonly title: string;
  /** Link to the product page. */
  readonly productUrl: string;
  /** Variant attributes as name/value pairs. */
  readonly attributes: readonly { readonly name: string; readonly value: string }[];
  /** Quantity held by the server. */
  readonly quantity: number;
  /** Price of one unit. */
  readonly unitPrice: Money;
  /** Price of the line. */
  readonly lineTotal: Money;
  /** The additional-fields form of the product, when the cart carries it. */
  readonly form: Form | undefined;
  /** The stored answers by field id; null when the line has none. */
  readonly answerValues: AdditionalFieldValues | null;
  /** The answers to show, in the form's order; empty when the line has none. */
  readonly answers: readonly CartLineAnswer[];
}

/** Money totals of the cart, from its `*Cents` fields. */
export interface CartTotalsView {
  readonly subtotal: Money;
  readonly tax: Money;
  readonly shipping: Money;
  readonly discount: Money;
  readonly grandTotal: Money;
}

/** What the cart page shows. */
export interface CartView {
  /** True when the cart has no lines. */
  readonly empty: boolean;
  /** Lines in the server's order. */
  readonly lines: readonly CartLineView[];
  /** Totals in the cart's currency. */
  readonly totals: CartTotalsView;
  /** The cart's total quantity (sum of the lines). */
  readonly totalQuantity: number;
  /** Codes of the coupons that apply. */
  readonly validCoupons: readonly string[];
  /** Codes of the coupons that do not apply. */
  readonly invalidCoupons: readonly string[];
  /** 'requires-shipping', 'purely-digital', or null when neither note applies. */
  readonly fulfilment: 'requires-shipping' | 'purely-digital' | null;
  /** The cart's version, for the checkout's stale-cart guard. */
  readonly version: number | undefined;
}

/** Options of cartView. */
export interface CartViewOptions {
  /** Currency when the cart names none. Default 'USD'. */
  readonly currency?: string;
  /** Product link when the entry carries none, or one the URL guard refuses; `{itemId}` is replaced. Default '/shop/p/{itemId}'. */
  readonly productUrl?: string;
}

/** Field types whose answers are never shown. */
const SILENT_FIELD_TYPES: readonly string[] = ['section', 'hidden'];

/** The shopper's answers of an entry (its additionalFields, a JSON string or an object); null when absent or unreadable. */
export function entryAnswerValues(entry: CartEntryResponse): AdditionalFieldValues | null {
  let raw: unknown = entry.additionalFields;
  if (raw === undefined || raw === '') return null;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const values: Record<string, FormFieldValue> = {};
  for (const [key, value] of Object.entries(raw)) values[key] = answerValue(value);
  return values;
}

function answerValue(value: unknown): FormFieldValue {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([part, text]) => [part, text === null || text === undefined ? '' : String(text)]));
  return value === null || value === undefined ? '' : String(value);
}

/** An answer as one line: text as is, choices joined by commas, parts (name, address, phone, date, time) in their order joined by spaces. */
function answerText(value: FormFieldValue | undefined, type?: FormField['type']): string | Message {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value)) text = value.join(', ');
  else {
    const parts = value as Readonly<Record<string, string>> | undefined;
    const order = (type && formFieldParts(type)) ?? Object.keys(parts ?? {});
    text = order.map((part) => parts?.[part] ?? '').filter((part) => part.trim() !== '').join(' ');
  }
  return text.trim() === '' ? { key: 'cart.line.noAnswer' } : text;
}

/** The answers of a line to show: in the form's order with its titles, else by field id. */
export function lineAnswers(values: AdditionalFieldValues | null, form: Form | undefined): CartLineAnswer[] {
  if (!values) return [];
  if (!form) return Object.entries(values).map(([fieldId, value]) => ({ fieldId, title: fieldId, value: answerText(value) }));
  return form.fields
    .filter((field) => !SILENT_FIELD_TYPES.includes(field.type))
    .map((field) => ({ fieldId: field.id, title: field.title ?? field.id, value: answerText(values[field.id], field.type) }));
}

function couponCode(coupon: unknown): string {
  if (typeof coupon === 'string' || typeof coupon === 'number') return String(coupon);
  if (typeof coupon !== 'object' || coupon === null) return '';
  const record = coupon as Record<string, unknown>;
  for (const key of ['code', 'couponCode', 'name', 'title']) {
    if (typeof record[key] === 'string' && record[key] !== '') return record[key];
  }
  return '';
}

function lineView(entry: CartEntryResponse, currency: string, productUrl: string): CartLineView {
  const unitPrice = Money.fromCents(entry.purchasePriceCents, currency, 'entry.purchasePriceCents');
  const lineTotal = entry.subTotal ? Money.fromCents(entry.subTotal.toCents(), currency, 'entry.subTotal') : unitPrice.multiply(entry.quantity);
  const answerValues = entryAnswerValues(entry);
  return {
    id: entry.id,
    itemId: entry.itemId,
    sku: entry.chosenVariant?.sku ?? '',
    title: entry.title ?? '',
    productUrl: guardUrl(entry.productUrl, { element: 'store-cart', field: 'productUrl' }) ?? productUrl.replace('{itemId}', encodeURIComponent(entry.itemId)),
    attributes: Object.entries(entry.chosenVariant?.attributes ?? {}).map(([name, value]) => ({ name, value })),
    quantity: entry.quantity,
    unitPrice,
    lineTotal,
    form: entry.additionalFieldsForm,
    answerValues,
    answers: lineAnswers(answerValues, entry.additionalFieldsForm),
  };
}

/** The cart page's view of a cart (spec §3 "Shopping cart", "Cart entry"): lines, totals from cents, coupons and the fulfilment note. */
export function cartView(cart: ShoppingCartResponse | null, options: CartViewOptions = {}): CartView {
  const currency = cart?.subtotalAmount?.currency ?? options.currency ?? 'USD';
  const cents = (value: number | undefined, field: string) => Money.fromCents(value ?? 0, currency, field);
  const lines = (cart?.entries ?? []).map((entry) => lineView(entry, currency, options.productUrl ?? '/shop/p/{itemId}'));
  const purelyDigital = cart?.purelyDigital === true;
  return {
    empty: lines.length === 0,
    lines,
    totals: {
      subtotal: cents(cart?.subtotalCents, 'cart.subtotalCents'),
      tax: cents(cart?.taxCents, 'cart.taxCents'),
      shipping: cents(cart?.shippingCostCents, 'cart.shippingCostCents'),
      discount: cents(cart?.discountCents, 'cart.discountCents'),
      grandTotal: cents(cart?.grandTotalCents, 'cart.grandTotalCents'),
    },
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    validCoupons: (cart?.validCoupons ?? []).map(couponCode).filter(Boolean),
    invalidCoupons: (cart?.invalidCoupons ?? []).map(couponCode).filter(Boolean),
    fulfilment: lines.length === 0 ? null : purelyDigital ? 'purely-digital' : cart?.requiresShipping ? 'requires-shipping' : null,
    version: cart?.version,
  };
}
