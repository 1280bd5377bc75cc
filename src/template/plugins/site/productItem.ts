import { decimalOf, decimalToFixed, decimalToString, shiftDecimal } from '../../../core/money/decimal';
import { isCurrencyCode } from '../../../core/money/currencies';
import { isOnSale, totalStock } from '../../../core/product/availability';
import { highestPriceOf, lowestPriceOf, type PricedProduct, salePriceOf } from '../../../core/product/priceRules';
import { productOptions, type ProductOption } from '../../../core/product/productOptions';
import type { Product } from '../../../core/schemas/productSchema';
import { ProductType } from '../../../core/site/ProductType';
import { deepEquals } from '../../values';
import { asBoolean, asNumber, asString, getOf, isObject, isTruthy, pathOf } from './jsonValue';
import { TemplatePrice } from './TemplatePrice';

const rawAmounts = new WeakMap<TemplatePrice, string>();

/** Product types whose variants can have varied prices: physical, service and gift card. */
const VARIED_PRICE_TYPES: ReadonlySet<number> = new Set([ProductType.PHYSICAL, ProductType.SERVICE, ProductType.GIFT_CARD]);

/** The price of a money node (`value`/`decimalValue`, `currency`/`currencyCode`); 0 USD without one, as the reference reads it (never the legacy cents fields). */
function moneyFrom(raw: unknown): TemplatePrice {
  const money = moneyFromNode(raw);
  const value = isObject(raw) ? getOf(raw, 'value') : undefined;
  if (value !== undefined && !rawAmounts.has(money)) rawAmounts.set(money, asString(value).trim());
  return money;
}

function moneyFromNode(raw: unknown): TemplatePrice {
  const node = isObject(raw) ? raw : undefined;
  const value = node ? (getOf(node, 'value') ?? getOf(node, 'decimalValue')) : undefined;
  const currencyText = node ? asString(getOf(node, 'currency') ?? getOf(node, 'currencyCode')).trim() : '';
  const currency = isCurrencyCode(currencyText) ? currencyText : 'USD';
  try {
    if (value !== undefined && asString(value) !== '') return TemplatePrice.of(asString(value), currency);
  } catch {
    return TemplatePrice.zero(currency);
  }
  return TemplatePrice.zero(currency);
}

const variantsOf = (item: unknown): unknown[] => {
  const variants = pathOf(item, ['structuredContent', 'variants']);
  return Array.isArray(variants) ? variants : [];
};

/** The money fields of a variant or of structured content, each parsed when a rule first reads it: stock and sale rules never parse prices. */
class MoneyFields {
  private price: TemplatePrice | undefined;
  private salePrice: TemplatePrice | undefined;
  constructor(protected readonly node: unknown) {}
  get priceMoney(): TemplatePrice {
    return (this.price ??= moneyFrom(getOf(this.node, 'priceMoney')));
  }
  get salePriceMoney(): TemplatePrice {
    return (this.salePrice ??= moneyFrom(getOf(this.node, 'salePriceMoney')));
  }
}
const withMoney = <T extends object>(fields: T, node: unknown): T & MoneyFields => Object.assign(new MoneyFields(node), fields);

/** A variant's money fields and its attributes as texts, read when a rule first asks for them: price and stock rules never copy them. */
class VariantFields extends MoneyFields {
  private attributeTexts: Record<string, string> | undefined;
  get attributes(): Record<string, string> {
    if (this.attributeTexts === undefined) {
      const attributes = getOf(this.node, 'attributes');
      this.attributeTexts = isObject(attributes) ? Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, asString(value)])) : {};
    }
    return this.attributeTexts;
  }
}

/** Maps a template product item (plain JSON, any shape) onto the commerce core's Product without validation. */
export function toTemplateProduct(item: unknown): Product {
  const content = getOf(item, 'structuredContent');
  const variants = variantsOf(item).map((variant) =>
    Object.assign(new VariantFields(variant), {
      onSale: isTruthy(getOf(variant, 'onSale')),
      unlimited: isTruthy(getOf(variant, 'unlimited')),
      qtyInStock: asNumber(getOf(variant, 'qtyInStock')) || 0,
    }));
  const ordering = getOf(content, 'variantOptionOrdering');
  const typeValue = getOf(content, 'productType');
  return {
    structuredContent: withMoney({
      productType: typeValue === undefined ? -1 : asNumber(typeValue),
      variants,
      onSale: isTruthy(getOf(content, 'onSale')),
      isSubscribable: asBoolean(getOf(content, 'isSubscribable')),
      variantOptionOrdering: Array.isArray(ordering) ? ordering.map(asString) : [],
    }, content),
  } as unknown as Product;
}

/** On sale per the commerce core. */
export const isOnSaleItem = (item: unknown): boolean => isOnSale(toTemplateProduct(item));
/**
 * Varied prices as the reference engine decides them for template data: by the variants' legacy `onSale`, `price` and (when
 * the first is on sale) `salePrice` values as written, a field missing on both sides being equal; never by the money objects.
 */
export function hasVariedPricesItem(item: unknown): boolean {
  if (!VARIED_PRICE_TYPES.has(asNumber(pathOf(item, ['structuredContent', 'productType'])))) return false;
  const [first, ...rest] = variantsOf(item);
  if (first === undefined) return false;
  const same = (variant: unknown, field: string): boolean => deepEquals(getOf(variant, field), getOf(first, field));
  const firstOnSale = isTruthy(getOf(first, 'onSale'));
  return rest.some((variant) => !same(variant, 'onSale') || (firstOnSale && !same(variant, 'salePrice')) || !same(variant, 'price'));
}
/** Total stock per the commerce core. */
export const totalStockOfItem = (item: unknown): number => totalStock(toTemplateProduct(item));
/** Variant options per the commerce core. */
export const optionsOfItem = (item: unknown): ProductOption[] => productOptions(toTemplateProduct(item));

function safePrice(pick: (product: PricedProduct<TemplatePrice>, zero: TemplatePrice) => TemplatePrice, item: unknown): TemplatePrice {
  try {
    return pick(toTemplateProduct(item) as unknown as PricedProduct<TemplatePrice>, TemplatePrice.zero());
  } catch {
    return TemplatePrice.zero();
  }
}

/** Lowest selling price of a product item (0 USD when it has none). */
export const fromPriceOfItem = (item: unknown): TemplatePrice => safePrice(lowestPriceOf, item);
/** Highest regular price of a product item. */
export const normalPriceOfItem = (item: unknown): TemplatePrice => safePrice(highestPriceOf, item);
/** Sale price shown for a product item. */
export const salePriceOfItem = (item: unknown): TemplatePrice => safePrice(salePriceOf, item);

/** Moves the decimal point of a plain decimal literal two places right, keeping its written scale ("12.50" → "1250", "0.000" → "0.0"). */
export function shiftTwoPlaces(decimal: string): string | undefined {
  const match = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(decimal);
  if (!match || (match[2] === '' && !match[3])) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = `${whole}${fraction.slice(0, 2).padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  const rest = fraction.slice(2);
  return `${sign === '-' ? '-' : ''}${digits}${rest ? `.${rest}` : ''}`;
}

/** The legacy cents text of a price: its amount as written with the decimal point moved two places right. */
export function legacyCentsText(money: TemplatePrice): string {
  const written = rawAmounts.get(money);
  return (written !== undefined ? shiftTwoPlaces(written) : undefined) ?? decimalToString(shiftDecimal(decimalOf(decimalToFixed(money.amount)), 2));
}

/** Whether the item is subscribable (`structuredContent.isSubscribable` is true). */
export const isSubscribableItem = (item: unknown): boolean => asBoolean(pathOf(item, ['structuredContent', 'isSubscribable']));
