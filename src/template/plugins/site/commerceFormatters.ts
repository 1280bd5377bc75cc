import { formatDecimalString } from '../../../core/money/numberFormat';
import { productBadge } from '../../../core/product/productBadge';
import { isQuantityInputShown } from '../../../core/product/quantityInput';
import { subscriptionDuration } from '../../../core/product/subscriptionPrice';
import type { SubscriptionPlan } from '../../../core/schemas/subscriptionSchema';
import type { FormatterPlugin, PluginContext } from '../../plugin';
import { formatTemplateMessage } from './formatMessage';
import { formatCurrencyAmount } from './formatNumber';
import { capitalizeFirst, escapeHtmlAttribute } from './htmlText';
import { hasLocale } from './i18nFormatters';
import { asBoolean, asNumber, asString, getOf, isTruthy, pathOf } from './jsonValue';
import { parseCurrencyOptions } from './numberOptions';
import {
  fromPriceOfItem, hasVariedPricesItem, isOnSaleItem, isSubscribableItem, legacyCentsText, normalPriceOfItem,
  optionsOfItem, salePriceOfItem, toTemplateProduct, totalStockOfItem,
} from './productItem';
import { storeElementMarkup } from './storeElementMarkup';
import { TemplatePrice } from './TemplatePrice';
import { ProductType } from '../../../core/site/ProductType';
import { summaryFormFieldHtml } from './summaryFormField';
import { valueFormatter } from './valueFormatter';

const productType = (item: unknown): number => {
  const type = pathOf(item, ['structuredContent', 'productType']);
  return type === undefined ? -1 : asNumber(type);
};

/** Money text of a price: the CLDR currency format when `featureFlags.useCLDRMoneyFormat` is on, else the legacy native span. */
function moneyText(money: TemplatePrice, currencyText: string, args: readonly string[], ctx: PluginContext): string {
  if (isTruthy(ctx.resolve(['featureFlags', 'useCLDRMoneyFormat']))) {
    return hasLocale(ctx) ? formatCurrencyAmount(ctx.locale, money.toDecimalString(), currencyText || money.currency, parseCurrencyOptions(args)) : '';
  }
  const amount = formatDecimalString(money.toDecimalString(), 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `<span class="sqs-money-native">${amount}</span>`;
}

function moneyOfNode(node: unknown): [TemplatePrice, string] {
  const value = asString(getOf(node, 'value'));
  const currency = getOf(node, 'currency') === undefined ? 'USD' : asString(getOf(node, 'currency')).trim();
  try {
    return [TemplatePrice.of(value === '' ? '0' : value, 'USD'), currency];
  } catch {
    return [TemplatePrice.zero(), currency];
  }
}

function messageText(ctx: PluginContext, text: string, named: Record<string, unknown>): string {
  if (!hasLocale(ctx)) return '';
  return formatTemplateMessage(text, { locale: ctx.locale, timeZone: ctx.timeZone(), positional: Object.values(named), named }).text;
}

/** The texts of a price block; messages get `{price}` (and `{fromPrice}` for the from price), `{billingPeriodValue}` and `{duration}`. */
interface PriceTexts {
  /** Message of the from price. */
  fromText?: string;
  /** Message of the sale and regular prices. Default '{price}'. */
  priceText?: string;
  /** Formatted lowest price, shown alone when the prices vary. */
  from?: string;
  /** Formatted sale price. */
  sale?: string;
  /** Formatted regular price. */
  normal?: string;
  /** Billing period length of a subscription. */
  billingPeriodValue?: number;
  /** Subscription duration in its (possibly yearly) unit; 0 when indefinite. */
  duration?: number;
}

const localized = (ctx: PluginContext, key: string, fallback: string): string => {
  const text = ctx.resolve(['localizedStrings', key]);
  return text === undefined ? fallback : asString(text);
};

function priceBlock(ctx: PluginContext, cssClass: string, texts: PriceTexts): string {
  const { fromText = '', priceText = '{price}', from, sale, normal } = texts;
  const extra = { billingPeriodValue: texts.billingPeriodValue, duration: texts.duration };
  const label = (key: string, fallback: string): string => {
    const text = ctx.resolve(['localizedStrings', key]);
    return `<span class="visually-hidden v6-visually-hidden">${isTruthy(text) ? escapeHtmlAttribute(asString(text)) : fallback}</span>`;
  };
  let out = '';
  if (isTruthy(from)) out = `${messageText(ctx, fromText, { fromPrice: from, price: from, ...extra })}\n`;
  else if (isTruthy(sale)) {
    out = `${label('salePriceText', 'Sale Price:')}${messageText(ctx, priceText, { price: sale, ...extra })} ${label('originalPriceText', 'Original Price:')}` +
      `<span class="original-price">${messageText(ctx, priceText, { price: normal, ...extra })}</span>\n`;
  } else if (isTruthy(normal)) out = messageText(ctx, priceText, { price: normal, ...extra });
  return `\n\n\n<div class="${cssClass}">\n${out}\n</div>`;
}

function itemPrices(item: unknown, price: (money: TemplatePrice) => string, fromText: string, priceText?: string): PriceTexts {
  return {
    fromText,
    priceText,
    from: hasVariedPricesItem(item) ? price(fromPriceOfItem(item)) : undefined,
    sale: isOnSaleItem(item) ? price(salePriceOfItem(item)) : undefined,
    normal: price(normalPriceOfItem(item)),
  };
}

function productPriceTexts(item: unknown, args: readonly string[], ctx: PluginContext): PriceTexts {
  const price = (money: TemplatePrice): string => moneyText(money, '', args, ctx);
  if (!isSubscribableItem(item)) {
    return [1, 2, 3, 4].includes(productType(item)) ? itemPrices(item, price, localized(ctx, 'productPriceFromText', 'from {fromPrice}')) : {};
  }
  const period = pathOf(item, ['structuredContent', 'subscriptionPlan', 'billingPeriod']);
  if (period === undefined) return { fromText: localized(ctx, 'productPriceUnavailable', 'Unavailable'), from: 'true' };
  const periodValue = asNumber(getOf(period, 'value'));
  const periodUnit = asString(getOf(period, 'unit'));
  const cycles = asNumber(pathOf(item, ['structuredContent', 'subscriptionPlan', 'numBillingCycles']));
  const plan = { billingPeriod: { value: periodValue, unit: periodUnit }, numBillingCycles: cycles } as SubscriptionPlan;
  const { value: duration, unit: durationUnit } = subscriptionDuration(plan);
  const varied = hasVariedPricesItem(item);
  let key = `productPrice__${varied ? 'multiplePrices' : 'singlePrice'}__${periodValue === 1 ? '1' : 'n'}${capitalizeFirst(periodUnit)}ly__`;
  key += duration === 0 ? 'indefinite' : `limited__${duration === 1 ? '1' : 'n'}${capitalizeFirst(durationUnit)}s`;
  const plural = periodValue > 1;
  let template = `${varied ? 'from ' : ''}{price} every ${plural ? '{billingPeriodValue} ' : ''}${periodUnit.toLowerCase()}${plural ? 's' : ''}`;
  if (cycles > 0) template += ` for {duration} ${durationUnit.toLowerCase()}${duration === 1 ? '' : 's'}`;
  template = localized(ctx, key, template);
  return { ...itemPrices(item, price, template, template), billingPeriodValue: periodValue, duration };
}

/** Pricing options of the variant with the lowest selling price (physical and service products only). */
function lowestVariantPricingOptions(item: unknown): unknown[] | undefined {
  const type = productType(item);
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) return undefined;
  const variants = pathOf(item, ['structuredContent', 'variants']);
  if (!Array.isArray(variants) || variants.length === 0) return undefined;
  const selling = (variant: unknown): TemplatePrice => moneyOfNode(getOf(variant, isTruthy(getOf(variant, 'onSale')) ? 'salePriceMoney' : 'priceMoney'))[0];
  let best = variants[0];
  let lowest = selling(best);
  for (const variant of variants.slice(1)) {
    const price = selling(variant);
    if (price.compare(lowest) < 0) {
      best = variant;
      lowest = price;
    }
  }
  const options = getOf(best, 'pricingOptions');
  return Array.isArray(options) ? options : undefined;
}

function subscriptionPriceHtml(item: unknown, args: readonly string[], ctx: PluginContext): string {
  const option = lowestVariantPricingOptions(item)?.[0];
  if (option === undefined) return priceBlock(ctx, 'subscription-price', {});
  const onSale = isTruthy(getOf(option, 'onSale'));
  const price = (key: string): string => {
    const [money, currency] = moneyOfNode(getOf(option, key));
    return moneyText(money, currency, args, ctx);
  };
  return priceBlock(ctx, 'subscription-price', {
    fromText: localized(ctx, 'productPriceFromText', 'from {fromPrice}'),
    from: hasVariedPricesItem(item) ? price(onSale ? 'salePriceMoney' : 'priceMoney') : undefined,
    sale: onSale ? price('salePriceMoney') : undefined,
    normal: price('priceMoney'),
  });
}

function quickViewGroup(item: unknown, args: readonly string[], ctx: PluginContext): string {
  const group = args[0] ?? '';
  const inItem = getOf(item, group);
  if (inItem !== undefined) return asString(inItem);
  const resolved = ctx.resolve([group]);
  return resolved !== undefined ? asString(resolved) : group;
}

function quantityAllowed(item: unknown, ctx: PluginContext): boolean {
  const flag = getOf(ctx.resolve(['websiteSettings', 'storeSettings']), 'multipleQuantityAllowedForServices');
  return isQuantityInputShown({
    productType: productType(item),
    multipleQuantityAllowedForServices: flag === undefined || flag === null || asBoolean(flag),
    excluded: isSubscribableItem(item),
    maxQuantity: totalStockOfItem(item),
  });
}

function merchandising(item: unknown, ctx: PluginContext): unknown {
  return pathOf(ctx.resolve(['productMerchandisingContext']), [asString(getOf(item, 'id'))]);
}

const constant = (text: string): FormatterPlugin => valueFormatter(() => text);

/**
 * The item with the page's merchandising settings for it folded in, as `<store-product>` reads them from its JSON;
 * every product element gets the same JSON, since wrappers with one product id share one selection.
 */
function withMerchandising(item: unknown, context: unknown): unknown {
  if (context === undefined || typeof item !== 'object' || item === null) return item;
  return { ...item, productMerchandisingContext: { [asString(getOf(item, 'id'))]: context } };
}

/** Commerce formatters: prices, cart helpers, product status, form summaries and the `<store-*>` product elements. */
export const commerceFormatters: Record<string, FormatterPlugin> = {
  'add-to-cart-btn': valueFormatter((item, _args, ctx) => {
    const content = getOf(item, 'structuredContent');
    const customText = isTruthy(getOf(content, 'useCustomAddButtonText')) ? asString(getOf(content, 'customAddButtonText')) : '';
    const mode = isSubscribableItem(item) ? 'subscribe' : productType(item) === ProductType.GIFT_CARD ? 'gift-card' : undefined;
    return storeElementMarkup(withMerchandising(item, merchandising(item, ctx)), 'store-add-to-cart', { label: customText || undefined, mode });
  }),
  'cart-quantity': valueFormatter((cart) => {
    const entries = getOf(cart, 'entries');
    const count = Array.isArray(entries) ? entries.reduce((sum: number, entry) => sum + asNumber(getOf(entry, 'quantity')), 0) : 0;
    return `<span class="sqs-cart-quantity">${count}</span>`;
  }),
  'cart-subtotal': constant('deprecated, do not use'),
  'cart-url': constant('/cart'),
  'from-price': valueFormatter((item) => legacyCentsText(fromPriceOfItem(item))),
  'normal-price': valueFormatter((item) => legacyCentsText(normalPriceOfItem(item))),
  'sale-price': valueFormatter((item) => legacyCentsText(salePriceOfItem(item))),
  'product-checkout': valueFormatter((item, _args, ctx) => storeElementMarkup(withMerchandising(item, merchandising(item, ctx)), 'store-add-to-cart', { mode: 'buy-now' })),
  'product-price': valueFormatter((item, args, ctx) => priceBlock(ctx, 'product-price', productPriceTexts(item, args, ctx))),
  'subscription-price': valueFormatter((item, args, ctx) => subscriptionPriceHtml(item, args, ctx)),
  'product-quick-view': valueFormatter((item, args, ctx) =>
    storeElementMarkup(withMerchandising(item, merchandising(item, ctx)), 'store-quick-view', {
      label: localized(ctx, 'productQuickViewText', 'Quick View'),
      'data-group': quickViewGroup(item, args, ctx),
    }),
  ),
  'product-restock-notification': valueFormatter((item, _args, ctx) => {
    const context = merchandising(item, ctx);
    return storeElementMarkup(withMerchandising(item, context), 'store-restock-notification', {
      'captcha-site-key': asString(ctx.resolve(['website', 'captchaSettings', 'siteKey'])) || undefined,
      'mailing-list': isTruthy(getOf(context, 'mailingListSignUpEnabled')) || undefined,
      'mailing-list-checked': isTruthy(getOf(context, 'mailingListOptInByDefault')) || undefined,
    });
  }),
  'product-scarcity': valueFormatter((item, _args, ctx) => {
    const context = merchandising(item, ctx);
    if (context === undefined || !asBoolean(getOf(context, 'scarcityEnabled'))) return item;
    return storeElementMarkup(withMerchandising(item, context), 'store-scarcity', {});
  }),
  'product-status': valueFormatter((item, _args, ctx) => {
    const id = asString(getOf(item, 'id'));
    const merch = ctx.resolve(['productMerchandisingContext']);
    const customSoldOut = id && merch !== undefined ? asString(pathOf(merch, [id, 'customSoldOutText'])) : '';
    const badge = productBadge(toTemplateProduct(item));
    if (badge === 'sold-out') {
      const text = asString(ctx.resolve(['localizedStrings', 'productSoldOutText']));
      return `<div class="product-mark sold-out">${escapeHtmlAttribute(customSoldOut || text || 'sold out')}</div>`;
    }
    if (badge === 'none') return undefined;
    const text = asString(ctx.resolve(['localizedStrings', 'productSaleText']));
    return `<div class="product-mark sale">${text || 'sale'}</div>`;
  }),
  'quantity-input': valueFormatter((item, _args, ctx) => (quantityAllowed(item, ctx) ? storeElementMarkup(withMerchandising(item, merchandising(item, ctx)), 'store-quantity-input', {}) : undefined)),
  'summary-form-field': valueFormatter((field, _args, ctx) => summaryFormFieldHtml(field, ctx.resolve(['localizedStrings']))),
  'variant-descriptor': valueFormatter((variant) => {
    const options = getOf(variant, 'optionValues');
    return Array.isArray(options) ? options.map((option) => asString(getOf(option, 'value'))).join(' / ') : '';
  }),
  'variants-select': valueFormatter((item, _args, ctx) => {
    if (optionsOfItem(item).length === 0) return undefined;
    const text = asString(ctx.resolve(['localizedStrings', productType(item) === ProductType.GIFT_CARD ? 'giftCardVariantSelectText' : 'productVariantSelectText']));
    return storeElementMarkup(withMerchandising(item, merchandising(item, ctx)), 'store-variant-select', { 'select-text': text || undefined });
  }),
};
