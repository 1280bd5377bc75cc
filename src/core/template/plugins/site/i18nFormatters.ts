import type { FormatterPlugin, PluginContext, TemplateVariable } from '../../plugin';
import { formatter } from './contentFormatters';
import { formatDateInterval, formatDateTime, parseDateTimeOptions, parseIntervalOptions } from './formatDateTime';
import { formatTemplateMessage } from './formatMessage';
import { currencyForLocale, formatCurrencyAmount, formatDecimalNumber, formatPercentageNumber, parseDecimalText } from './formatNumber';
import { formatRelativeTime, parseRelativeTimeOptions } from './formatRelativeTime';
import { formatStrftime } from './formatStrftime';
import { humanizeTimeSince } from './humanizeTimeSince';
import { asNumber, asString, getOf } from './jsonValue';
import { parseCurrencyOptions, parseDecimalOptions } from './numberOptions';
import { zonedDate } from './ZonedDate';
import { formatLegacyMoney } from './legacyMoneyFormat';
import { formatCents } from '../../../money/formatMoney';

const first = (vars: TemplateVariable[]): TemplateVariable => vars[0] as TemplateVariable;

/** A formatter whose arguments are parsed once, at compile time. */
function prepared<Options>(
  parse: (args: readonly string[]) => Options,
  apply: (options: Options, vars: TemplateVariable[], ctx: PluginContext) => void,
): FormatterPlugin<Options> {
  return { prepare: parse, apply: (args, vars, ctx, options) => apply(options ?? parse(args), vars, ctx) };
}

/** True when the render has locale data (locale `none` or empty means it has none). */
export const hasLocale = (ctx: PluginContext): boolean => ctx.locale !== '' && ctx.locale !== 'none';

/** Splits a `key:value` or `key=value` message argument; -1 when it has neither. */
function delimiterIndex(arg: string): number {
  for (let i = 0; i < arg.length; i++) if (arg[i] === ':' || arg[i] === '=') return i;
  return -1;
}

const applyMessage = (args: readonly string[], vars: TemplateVariable[], ctx: PluginContext): void => {
  const v = first(vars);
  if (!hasLocale(ctx)) {
    v.value = '';
    return;
  }
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
  const { text, problems } = formatTemplateMessage(asString(v.value), { locale: ctx.locale, timeZone: ctx.timeZone(), positional, named });
  for (const problem of problems) ctx.error('INVALID_VALUE', `message: ${problem.message}`);
  v.value = text;
};

const moneyParts = (value: unknown): [unknown, unknown] | undefined => {
  let amount = getOf(value, 'decimalValue');
  let currency = getOf(value, 'currencyCode');
  if (amount === undefined || currency === undefined) {
    amount = getOf(value, 'value');
    currency = getOf(value, 'currency');
    if (amount === undefined || currency === undefined) return undefined;
  }
  return [amount, currency];
};

function centsText(value: unknown): string {
  try {
    return formatCents(typeof value === 'number' ? value : asString(value));
  } catch {
    return '';
  }
}

/** Date, number, money and message formatters (locale data from the platform Intl). */
export const i18nFormatters: Record<string, FormatterPlugin> = {
  date: prepared((args) => (args.length === 0 ? null : args.join(' ')), (pattern, vars, ctx) => {
    const v = first(vars);
    const epoch = asNumber(v.value);
    v.value = pattern === null ? '' : Number.isFinite(epoch) ? formatStrftime(zonedDate(epoch, ctx.timeZone()), pattern) : 'Invalid Date';
  }),
  datetime: prepared(parseDateTimeOptions, (options, vars, ctx) => {
    const v = first(vars);
    const epoch = asNumber(v.value);
    v.value = hasLocale(ctx) && !Number.isNaN(epoch) ? formatDateTime(ctx.locale, epoch, ctx.timeZone(), options) : '';
  }),
  'datetime-interval': prepared(parseIntervalOptions, (options, vars, ctx) => {
    const v = first(vars);
    const start = asNumber(v.value);
    const end = asNumber(vars[1]?.value);
    v.value = hasLocale(ctx) && vars.length >= 2 && Number.isFinite(start) && Number.isFinite(end)
      ? formatDateInterval(ctx.locale, start, end, ctx.timeZone(), options)
      : '';
  }),
  decimal: prepared(parseDecimalOptions, (options, vars, ctx) => {
    const v = first(vars);
    const decimal = parseDecimalText(asString(v.value));
    v.value = hasLocale(ctx) && decimal !== undefined ? formatDecimalNumber(ctx.locale, decimal, options) : '';
  }),
  message: { apply: applyMessage },
  plural: { apply: applyMessage },
  money: prepared(parseCurrencyOptions, (options, vars, ctx) => {
    const v = first(vars);
    const parts = moneyParts(v.value);
    const decimal = parts ? parseDecimalText(asString(parts[0])) : undefined;
    v.value = parts && hasLocale(ctx) && decimal !== undefined
      ? formatCurrencyAmount(ctx.locale, decimal, asString(parts[1]), options)
      : '';
  }),
  'percentage-format': formatter((args, vars, ctx) => {
    const v = first(vars);
    if (!hasLocale(ctx)) {
      v.value = '';
      return;
    }
    v.value = formatPercentageNumber(ctx.locale, parseDecimalText(asString(v.value)) ?? '0', args.includes('trim'));
  }),
  'bookkeeper-money-format': formatter((_args, vars, ctx) => {
    const v = first(vars);
    if (!hasLocale(ctx)) {
      v.value = '';
      return;
    }
    const cents = parseDecimalText(asString(v.value)) ?? '0';
    v.value = formatCurrencyAmount(ctx.locale, `${cents}e-2`.replace(/e([-+]?\d+)e-2$/, (_m, e: string) => `e${Number(e) - 2}`), currencyForLocale(ctx.locale));
  }),
  'i18n-money-format': formatter((args, vars, ctx) => {
    const v = first(vars);
    const parts = moneyParts(v.value);
    const decimal = parts ? parseDecimalText(asString(parts[0])) : undefined;
    const locale = (args[0] ?? (hasLocale(ctx) ? ctx.locale : 'en-US')).replace(/_/g, '-');
    try {
      v.value = parts && decimal !== undefined ? formatLegacyMoney(locale, decimal, asString(parts[1])) : '';
    } catch {
      v.value = '';
    }
  }),
  'money-format': formatter((_args, vars) => {
    const v = first(vars);
    v.value = centsText(v.value);
  }),
  moneyFormat: formatter((_args, vars) => {
    const v = first(vars);
    v.value = centsText(v.value);
  }),
  'money-string': formatter((_args, vars) => {
    const v = first(vars);
    const text = centsText(v.value);
    v.value = text === '' ? '' : `<span class="sqs-money-native">${text}</span>`;
  }),
  datetimefield: { apply: () => undefined },
  unit: { apply: () => undefined },
  'relative-time': prepared(parseRelativeTimeOptions, (options, vars, ctx) => {
    const v = first(vars);
    let start = ctx.now;
    let end = asNumber(v.value);
    if (vars.length > 1) {
      start = end;
      end = asNumber(vars[1]?.value);
    }
    v.value = hasLocale(ctx) && Number.isFinite(start) && Number.isFinite(end)
      ? formatRelativeTime(ctx.locale, start, end, options)
      : '';
  }),
  timesince: formatter((_args, vars, ctx) => {
    const v = first(vars);
    const epoch = asNumber(v.value);
    if (!hasLocale(ctx) || !Number.isFinite(epoch)) {
      v.value = 'Invalid date.';
      return;
    }
    v.value = `<span class="timesince" data-date="${epoch}">${humanizeTimeSince(ctx.now - epoch)}</span>`;
  }),
};
