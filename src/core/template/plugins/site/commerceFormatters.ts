import { Money } from '../../../money/Money';
import { formatDecimalString } from '../../../money/numberFormat';
import { productBadge } from '../../../product/productBadge';
import { isQuantityInputShown } from '../../../product/quantityInput';
import { subscriptionDuration } from '../../../product/subscriptionPrice';
import type { SubscriptionPlan } from '../../../schemas/subscriptionSchema';
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
import { summaryFormFieldHtml } from './summaryFormField';
import { valueFormatter } from './valueFormatter';

const PHYSICAL = 1;
const SERVICE = 3;
const GIFT_CARD = 4;
const productType = (item: unknown): number => {
  const type = pathOf(item, ['structuredContent', 'productType']);
  return type === undefined ? -1 : asNumber(type);
};

/** Money text of a price: the CLDR currency format when `featureFlags.useCLDRMoneyFormat` is on, else the legacy native span. */
function moneyText(money: Money, currencyText: string, args: readonly string[], ctx: PluginContext): string {
  if (isTruthy(ctx.resolve(['featureFlags', 'useCLDRMoneyFormat']))) {
    return hasLocale(ctx) ? formatCurrencyAmount(ctx.locale, money.toDecimalString(), currencyText || money.currency, parseCurrencyOptions(args)) : '';
  }
  const amount = formatDecimalString(money.toDecimalString(), 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `<span class="sqs-money-native">${amount}</span>`;
}

function moneyOfNode(node: unknown): [Money, string] {
  const value = asString(getOf(node, 'value'));
  const currency = getOf(node, 'currency') === undefined ? 'USD' : asString(getOf(node, 'currency')).trim();
  try {
    return [Money.of(value === '' ? '0' : value, 'USD'), currency];
  } catch {
    return [Money.zero(), currency];
  }
}

function messageText(ctx: PluginContext, text: string, named: Record<string, unknown>): string {
  if (!hasLocale(ctx)) return '';
  return formatTemplateMessage(text, { locale: ctx.locale, timeZone: ctx.timeZone(), positional: Object.values(named), named }).text;
}

interface PriceTexts {
  fromText?: string;
  formattedFromPrice?: string;
  salePriceText?: string;
  salePrice?: string;
  normalPriceText?: string;
  normalPrice?: string;
  billingPeriodValue?: number;
  duration?: number;
}

function priceBlock(ctx: PluginContext, cssClass: string, texts: PriceTexts): string {
  const originalLabel = ctx.resolve(['localizedStrings', 'originalPriceText']);
  const saleLabel = ctx.resolve(['localizedStrings', 'salePriceText']);
  const extra = { billingPeriodValue: texts.billingPeriodValue, duration: texts.duration };
  let out = `\n\n\n<div class="${cssClass}">\n`;
  if (isTruthy(texts.formattedFromPrice)) {
    out += `${messageText(ctx, texts.fromText ?? '', { fromPrice: texts.formattedFromPrice, price: texts.formattedFromPrice, ...extra })}\n`;
  } else if (isTruthy(texts.salePrice)) {
    out += `<span class="visually-hidden v6-visually-hidden">${isTruthy(saleLabel) ? escapeHtmlAttribute(asString(saleLabel)) : 'Sale Price:'}</span>`;
    out += messageText(ctx, texts.salePriceText ?? '', { price: texts.salePrice, ...extra });
    out += ` <span class="visually-hidden v6-visually-hidden">${isTruthy(originalLabel) ? escapeHtmlAttribute(asString(originalLabel)) : 'Original Price:'}</span>`;
    out += `<span class="original-price">${messageText(ctx, texts.normalPriceText ?? '', { price: texts.normalPrice, ...extra })}</span>\n`;
  } else if (isTruthy(texts.normalPrice)) {
    out += messageText(ctx, texts.normalPriceText ?? '', { price: texts.normalPrice, ...extra });
  }
  return `${out}\n</div>`;
}

function productPriceTexts(item: unknown, args: readonly string[], ctx: PluginContext): PriceTexts {
  const texts: PriceTexts = {};
  const varied = hasVariedPricesItem(item);
  const price = (money: Money): string => moneyText(money, '', args, ctx);
  if (!isSubscribableItem(item)) {
    if (productType(item) === -1 || ![1, 2, 3, 4].includes(productType(item))) return texts;
    if (varied) {
      const fromText = ctx.resolve(['localizedStrings', 'productPriceFromText']);
      texts.fromText = fromText === undefined ? 'from {fromPrice}' : asString(fromText);
      texts.formattedFromPrice = price(fromPriceOfItem(item));
    }
    if (isOnSaleItem(item)) {
      texts.salePriceText = '{price}';
      texts.salePrice = price(salePriceOfItem(item));
    }
    texts.normalPriceText = '{price}';
    texts.normalPrice = price(normalPriceOfItem(item));
    return texts;
  }
  const period = pathOf(item, ['structuredContent', 'subscriptionPlan', 'billingPeriod']);
  if (period === undefined) {
    const unavailable = ctx.resolve(['localizedStrings', 'productPriceUnavailable']);
    texts.fromText = unavailable === undefined ? 'Unavailable' : asString(unavailable);
    texts.formattedFromPrice = 'true';
    return texts;
  }
  const periodValue = asNumber(getOf(period, 'value'));
  const periodUnit = asString(getOf(period, 'unit'));
  const cycles = asNumber(pathOf(item, ['structuredContent', 'subscriptionPlan', 'numBillingCycles']));
  const plan = { billingPeriod: { value: periodValue, unit: periodUnit }, numBillingCycles: cycles } as SubscriptionPlan;
  const { value: duration, unit: durationUnit } = subscriptionDuration(plan);
  texts.billingPeriodValue = periodValue;
  texts.duration = duration;
  let key = `productPrice__${varied ? 'multiplePrices' : 'singlePrice'}__${periodValue === 1 ? '1' : 'n'}${capitalizeFirst(periodUnit)}ly__`;
  key += duration === 0 ? 'indefinite' : `limited__${duration === 1 ? '1' : 'n'}${capitalizeFirst(durationUnit)}s`;
  const localized = ctx.resolve(['localizedStrings', key]);
  const plural = periodValue > 1;
  let template = `${varied ? 'from ' : ''}{price} every ${plural ? '{billingPeriodValue} ' : ''}${periodUnit.toLowerCase()}${plural ? 's' : ''}`;
  if (cycles > 0) template += ` for {duration} ${durationUnit.toLowerCase()}${duration === 1 ? '' : 's'}`;
  if (localized !== undefined) template = asString(localized);
  if (varied) {
    texts.fromText = template;
    texts.formattedFromPrice = price(fromPriceOfItem(item));
  }
  if (isOnSaleItem(item)) {
    texts.salePriceText = template;
    texts.salePrice = price(salePriceOfItem(item));
  }
  texts.normalPriceText = template;
  texts.normalPrice = price(normalPriceOfItem(item));
  return texts;
}

/** Pricing options of the variant with the lowest selling price (physical and service products only). */
function lowestVariantPricingOptions(item: unknown): unknown[] | undefined {
  const type = productType(item);
  if (type !== PHYSICAL && type !== SERVICE) return undefined;
  const variants = pathOf(item, ['structuredContent', 'variants']);
  if (!Array.isArray(variants) || variants.length === 0) return undefined;
  const selling = (variant: unknown): Money => moneyOfNode(getOf(variant, isTruthy(getOf(variant, 'onSale')) ? 'salePriceMoney' : 'priceMoney'))[0];
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
  const texts: PriceTexts = {};
  const options = lowestVariantPricingOptions(item);
  const price = (node: unknown): string => {
    const [money, currency] = moneyOfNode(node);
    return moneyText(money, currency, args, ctx);
  };
  if (options && options.length > 0) {
    const firstOption = options[0];
    if (hasVariedPricesItem(item)) {
      const fromText = ctx.resolve(['localizedStrings', 'productPriceFromText']);
      texts.fromText = fromText === undefined ? 'from {fromPrice}' : asString(fromText);
      texts.formattedFromPrice = price(getOf(firstOption, isTruthy(getOf(firstOption, 'onSale')) ? 'salePriceMoney' : 'priceMoney'));
    }
    if (isTruthy(getOf(firstOption, 'onSale'))) {
      texts.salePriceText = '{price}';
      texts.salePrice = price(getOf(firstOption, 'salePriceMoney'));
    }
    texts.normalPriceText = '{price}';
    texts.normalPrice = price(getOf(firstOption, 'priceMoney'));
  }
  return priceBlock(ctx, 'subscription-price', texts);
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

/** Commerce formatters: prices, cart helpers, product status, form summaries and the `<store-*>` product elements. */
export const commerceFormatters: Record<string, FormatterPlugin> = {
  'add-to-cart-btn': valueFormatter((item) => {
    const content = getOf(item, 'structuredContent');
    const customText = isTruthy(getOf(content, 'useCustomAddButtonText')) ? asString(getOf(content, 'customAddButtonText')) : '';
    return storeElementMarkup(item, 'store-add-to-cart', { text: customText || undefined, subscription: isSubscribableItem(item) || undefined });
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
  'product-checkout': valueFormatter((item) => storeElementMarkup(item, 'store-checkout', {})),
  'product-price': valueFormatter((item, args, ctx) => priceBlock(ctx, 'product-price', productPriceTexts(item, args, ctx))),
  'subscription-price': valueFormatter((item, args, ctx) => subscriptionPriceHtml(item, args, ctx)),
  'product-quick-view': valueFormatter((item, args, ctx) => {
    const text = ctx.resolve(['localizedStrings', 'productQuickViewText']);
    return `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${asString(getOf(item, 'id'))}"` +
      ` data-group="${quickViewGroup(item, args, ctx)}">${text === undefined ? 'Quick View' : asString(text)}</span>`;
  }),
  'product-restock-notification': valueFormatter((item, _args, ctx) => {
    const context = merchandising(item, ctx);
    return storeElementMarkup(item, 'store-restock-notification', {
      'captcha-site-key': asString(ctx.resolve(['website', 'captchaSettings', 'siteKey'])) || undefined,
      'mailing-list': isTruthy(getOf(context, 'mailingListSignUpEnabled')) || undefined,
      'mailing-list-checked': isTruthy(getOf(context, 'mailingListOptInByDefault')) || undefined,
    });
  }),
  'product-scarcity': valueFormatter((item, _args, ctx) => {
    const context = merchandising(item, ctx);
    if (context === undefined || !asBoolean(getOf(context, 'scarcityEnabled'))) return item;
    const views = getOf(context, 'scarcityTemplateViews');
    return storeElementMarkup(item, 'store-scarcity', {
      text: asString(getOf(context, 'scarcityText')) || undefined,
      views: Array.isArray(views) ? views.map(asString).join(' ') || undefined : undefined,
      'shown-by-default': asBoolean(getOf(context, 'scarcityShownByDefault')) || undefined,
    });
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
  'quantity-input': valueFormatter((item, _args, ctx) => (quantityAllowed(item, ctx) ? storeElementMarkup(item, 'store-quantity-input', {}) : undefined)),
  'summary-form-field': valueFormatter((field, _args, ctx) => summaryFormFieldHtml(field, ctx.resolve(['localizedStrings']))),
  'variant-descriptor': valueFormatter((variant) => {
    const options = getOf(variant, 'optionValues');
    return Array.isArray(options) ? options.map((option) => asString(getOf(option, 'value'))).join(' / ') : '';
  }),
  'variants-select': valueFormatter((item, _args, ctx) => {
    if (optionsOfItem(item).length === 0) return undefined;
    const prompt = asString(ctx.resolve(['localizedStrings', productType(item) === GIFT_CARD ? 'giftCardVariantSelectText' : 'productVariantSelectText']));
    return storeElementMarkup(item, 'store-variant-select', { 'select-text': prompt || undefined });
  }),
};
