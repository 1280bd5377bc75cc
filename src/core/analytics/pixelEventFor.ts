import * as z from 'zod/mini';
import type { Money } from '../money/Money';
import type { PageContext } from '../schemas/pageContextSchema';
import { moneySchema } from '../schemas/moneySchema';
import { arrayOrEmpty } from '../schemas/fieldDefaults';
import { RecordType } from '../site/RecordType';
import type { PixelEvent, PixelParams } from './PixelEvent';

/** A pixel event with its parameters. */
export interface PixelCall {
  /** The pixel event. */
  readonly event: PixelEvent;
  /** Its parameters. */
  readonly params: PixelParams;
}

/** The DOM events the pixel listens to on `document` (spec §7 pixel events come from the elements' own events). */
export const PIXEL_SOURCE_EVENTS = [
  'store-cart-add',
  'store-checkout-start',
  'store-payment-info-add',
  'store-account-create',
  'store-search',
  'store-newsletter-subscribe',
  'store-form-success',
  'store-purchase',
] as const;

/** A DOM event the pixel listens to. */
export type PixelSourceEvent = (typeof PIXEL_SOURCE_EVENTS)[number];

const cartAddSchema = z.lazy(() => z.looseObject({
  productId: z.string(),
  mode: z.string(),
  quantity: z.int().check(z.positive()),
  variant: z.nullish(
    z.looseObject({ sku: z.nullish(z.string()), onSale: z.nullish(z.boolean()), priceMoney: moneySchema, salePriceMoney: z.optional(moneySchema) }),
  ),
}));

const checkoutFieldsSchema = z.lazy(() => z.looseObject({ total: z.optional(moneySchema), numItems: z.optional(z.int().check(z.nonnegative())) }));
const checkoutSchema = z.lazy(() => z.pipe(
  z.nullish(checkoutFieldsSchema),
  z.transform((value: z.output<typeof checkoutFieldsSchema> | null | undefined): Partial<z.output<typeof checkoutFieldsSchema>> => value ?? {}),
));

const searchSchema = z.lazy(() => z.looseObject({ query: z.string() }));

const formSuccessSchema = z.lazy(() => z.looseObject({ formType: z.literal('newsletter') }));

const orderSchema = z.lazy(() => z.looseObject({
  order: z.looseObject({
    id: z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
    grandTotal: moneySchema,
    items: arrayOrEmpty(
      z.looseObject({ sku: z.nullish(z.string()), productName: z.nullish(z.string()), quantity: z.int().check(z.positive()), unitPrice: z.optional(moneySchema) }),
    ),
  }),
}));

function amount(money: Money): PixelParams {
  return { value: money.toDecimalString(), currency: money.currency };
}

function cartAdd(detail: unknown): PixelCall | undefined {
  const parsed = cartAddSchema.safeParse(detail);
  if (!parsed.success) return undefined;
  const { productId, mode, quantity, variant } = parsed.data;
  const id = variant?.sku || productId;
  const unit = variant ? (variant.onSale && variant.salePriceMoney ? variant.salePriceMoney : variant.priceMoney) : undefined;
  const params: PixelParams = {
    content_ids: [id],
    content_type: 'product',
    contents: [{ id, quantity }],
    num_items: quantity,
    ...(unit ? amount(unit.multiply(quantity)) : {}),
  };
  return { event: mode === 'add' ? 'add-to-cart' : 'initiate-checkout', params };
}

function checkout(event: PixelEvent, detail: unknown): PixelCall | undefined {
  const parsed = checkoutSchema.safeParse(detail);
  if (!parsed.success) return undefined;
  const { total, numItems } = parsed.data;
  return { event, params: { ...(total ? amount(total) : {}), ...(numItems === undefined ? {} : { num_items: numItems }) } };
}

function purchase(detail: unknown): PixelCall | undefined {
  const parsed = orderSchema.safeParse(detail);
  if (!parsed.success) return undefined;
  const { id, grandTotal, items } = parsed.data.order;
  const contents = items.map((item) => ({ id: item.sku || item.productName || '', quantity: item.quantity }));
  return {
    event: 'purchase',
    params: {
      ...amount(grandTotal),
      order_id: id,
      content_type: 'product',
      content_ids: contents.map((content) => content.id),
      contents,
      num_items: items.reduce((sum, item) => sum + item.quantity, 0),
    },
  };
}

/** The pixel event a `store-*` DOM event stands for, or undefined when it stands for none (or its detail is malformed). */
export function pixelEventFor(type: string, detail: unknown): PixelCall | undefined {
  switch (type) {
    case 'store-cart-add':
      return cartAdd(detail);
    case 'store-checkout-start':
      return checkout('initiate-checkout', detail);
    case 'store-payment-info-add':
      return checkout('add-payment-info', detail);
    case 'store-account-create':
      return { event: 'create-account', params: {} };
    case 'store-search': {
      const parsed = searchSchema.safeParse(detail);
      return parsed.success ? { event: 'search', params: { search_string: parsed.data.query } } : undefined;
    }
    case 'store-newsletter-subscribe':
      return { event: 'newsletter-subscribe', params: {} };
    case 'store-form-success':
      return formSuccessSchema.safeParse(detail).success ? { event: 'newsletter-subscribe', params: {} } : undefined;
    case 'store-purchase':
      return purchase(detail);
    default:
      return undefined;
  }
}

/** The product page view of a page whose item is a store item, from the page context; undefined on other pages. */
export function productPageViewFor(context: Pick<PageContext, 'itemId' | 'item'> | undefined): PixelCall | undefined {
  if (!context?.itemId || context.item?.recordType !== RecordType.STORE_ITEM) return undefined;
  return {
    event: 'product-page-view',
    params: { content_ids: [context.itemId], content_type: 'product', ...(context.item.title ? { content_name: context.item.title } : {}) },
  };
}
