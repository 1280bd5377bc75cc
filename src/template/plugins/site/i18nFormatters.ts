import type { FormatterPlugin, PluginContext } from '../../plugin';
import { dateTimeRenderer, formatDateInterval, parseDateTimeOptions, parseIntervalOptions } from './formatDateTime';
import { formatTemplateMessage, moneyParts } from './formatMessage';
import { currencyForLocale, currencyRenderer, formatCurrencyAmount, formatDecimalNumber, formatPercentageNumber, parseDecimalText, shiftDecimalText } from './formatNumber';
import { formatRelativeTime, parseRelativeTimeOptions } from './formatRelativeTime';
import { compileStrftime } from './formatStrftime';
import { humanizeTimeSince } from './humanizeTimeSince';
import { asNumber, asString } from './jsonValue';
import { cachedIntl, lastMade, madeByKey } from './intlCache';
import { parseCurrencyOptions, parseDecimalOptions } from './numberOptions';
import { recentResults } from '../../recentResults';
import { zonedDate } from './ZonedDate';
import { formatLegacyMoney } from './legacyMoneyFormat';
import { formatCents } from '../../../core/money/formatMoney';
import { preparedFormatter, valueFormatter } from './valueFormatter';

/** True when the render has locale data (locale `none` or empty means it has none). */
export const hasLocale = (ctx: PluginContext): boolean => ctx.locale !== '' && ctx.locale !== 'none';

/** Splits a `key:value` or `key=value` message argument; -1 when it has neither. */
function delimiterIndex(arg: string): number {
  for (let i = 0; i < arg.length; i++) if (arg[i] === ':' || arg[i] === '=') return i;
  return -1;
}

const formatMessageValue = (value: unknown, args: readonly string[], ctx: PluginContext): string => {
  if (!hasLocale(ctx)) return '';
  const positional: unknown[] = [];
  const named: Record<string, unknown> = {};
  for (const arg of args) {
    const i = delimiterIndex(arg);
    if (i === -1) {
      positional.push(ctx.resolve(arg, true));
    } else {
      const value = ctx.resolve(arg.slice(i + 1), true);
      named[arg.slice(0, i)] = value;
      positional.push(value);
    }
  }
  const { text, problems } = formatTemplateMessage(asString(value), { locale: ctx.locale, timeZone: ctx.timeZone(), positional, named });
  for (const problem of problems) ctx.error('INVALID_VALUE', `message: ${problem.message}`);
  return text;
};

const centsText = (value: unknown): string => {
  try {
    return formatCents(typeof value === 'number' ? value : asString(value));
  } catch {
    return '';
  }
};

/** Formats a money node's amount with `format` when it is a decimal and has a currency; '' otherwise. */
const moneyValue = (value: unknown, format: (decimal: string, currency: string) => string): string => {
  const parts = moneyParts(value);
  const decimal = parts ? parseDecimalText(asString(parts[0])) : undefined;
  return parts && decimal !== undefined ? format(decimal, asString(parts[1])) : '';
};

/** Date, number, money and message formatters (locale data from the platform Intl). */
export const i18nFormatters: Record<string, FormatterPlugin> = {
  date: preparedFormatter((args) => {
    if (args.length === 0) return null;
    const pattern = args.join(' ');
    return cachedIntl('strftime', () => {
      const format = compileStrftime(pattern);
      return madeByKey((zone) => recentResults((epoch: number) => format(zonedDate(epoch, zone))));
    }, {}, pattern);
  }, (value, renderer, ctx) => {
    const epoch = asNumber(value);
    return renderer === null ? '' : Number.isFinite(epoch) ? renderer(ctx.timeZone())(epoch) : 'Invalid Date';
  }),
  datetime: preparedFormatter((args) => {
    const options = parseDateTimeOptions(args);
    return lastMade((locale, zone) => dateTimeRenderer(locale, zone, options));
  }, (value, renderer, ctx) => {
    const epoch = asNumber(value);
    return hasLocale(ctx) && !Number.isNaN(epoch) ? renderer(ctx.locale, ctx.timeZone())(epoch) : '';
  }),
  'datetime-interval': preparedFormatter(parseIntervalOptions, (value, options, ctx, vars) => {
    const start = asNumber(value);
    const end = asNumber(vars[1]?.value);
    return hasLocale(ctx) && vars.length >= 2 && Number.isFinite(start) && Number.isFinite(end)
      ? formatDateInterval(ctx.locale, start, end, ctx.timeZone(), options)
      : '';
  }),
  decimal: preparedFormatter(parseDecimalOptions, (value, options, ctx) => {
    const decimal = parseDecimalText(asString(value));
    return hasLocale(ctx) && decimal !== undefined ? formatDecimalNumber(ctx.locale, decimal, options) : '';
  }),
  message: valueFormatter(formatMessageValue),
  plural: valueFormatter(formatMessageValue),
  money: preparedFormatter((args) => {
    const options = parseCurrencyOptions(args);
    return lastMade((locale, currency) => currencyRenderer(locale, currency, options));
  }, (value, renderer, ctx) => (hasLocale(ctx) ? moneyValue(value, (decimal, currency) => renderer(ctx.locale, currency)(decimal)) : '')),
  'percentage-format': valueFormatter((value, args, ctx) =>
    (hasLocale(ctx) ? formatPercentageNumber(ctx.locale, parseDecimalText(asString(value)) ?? '0', args.includes('trim')) : '')),
  'bookkeeper-money-format': valueFormatter((value, _args, ctx) => {
    if (!hasLocale(ctx)) return '';
    const cents = parseDecimalText(asString(value)) ?? '0';
    return formatCurrencyAmount(ctx.locale, shiftDecimalText(cents, -2), currencyForLocale(ctx.locale));
  }),
  'i18n-money-format': valueFormatter((value, args, ctx) => {
    const locale = (args[0] ?? (hasLocale(ctx) ? ctx.locale : 'en-US')).replace(/_/g, '-');
    try {
      return moneyValue(value, (decimal, currency) => formatLegacyMoney(locale, decimal, currency));
    } catch {
      return '';
    }
  }),
  'money-format': valueFormatter(centsText),
  moneyFormat: valueFormatter(centsText),
  'money-string': valueFormatter((value) => {
    const text = centsText(value);
    return text === '' ? '' : `<span class="sqs-money-native">${text}</span>`;
  }),
  datetimefield: { apply: () => undefined },
  unit: { apply: () => undefined },
  'relative-time': preparedFormatter(parseRelativeTimeOptions, (value, options, ctx, vars) => {
    let start = ctx.now;
    let end = asNumber(value);
    if (vars.length > 1) {
      start = end;
      end = asNumber(vars[1]?.value);
    }
    return hasLocale(ctx) && Number.isFinite(start) && Number.isFinite(end) ? formatRelativeTime(ctx.locale, start, end, options) : '';
  }),
  timesince: valueFormatter((value, _args, ctx) => {
    const epoch = asNumber(value);
    return hasLocale(ctx) && Number.isFinite(epoch) ? `<span class="timesince" data-date="${epoch}">${humanizeTimeSince(ctx.now - epoch)}</span>` : 'Invalid date.';
  }),
};
