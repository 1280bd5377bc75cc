import { formatDateInterval, formatDateTime, parseDateTimeOptions, parseIntervalOptions } from './formatDateTime';
import { formatCurrencyAmount, formatDecimalNumber, parseDecimalText } from './formatNumber';
import { pluralRules } from './intlCache';
import { asString, getOf, isObject } from './jsonValue';
import { parseCurrencyOptions, parseDecimalOptions } from './numberOptions';

/** The four kinds of message errors that are reported. */
export type MessageErrorKind = 'missing-other' | 'invalid-plural-key' | 'non-numeric-plural' | 'missing-formatter';

/** A problem found while formatting a message; the output is still produced. */
export interface MessageProblem {
  /** Which of the four kinds. */
  readonly kind: MessageErrorKind;
  /** Human-readable text naming the argument, key or formatter. */
  readonly message: string;
}

/** Everything a message needs besides its text. */
export interface MessageInputs {
  /** Locale for plural rules and number/date formatting. */
  readonly locale: string;
  /** Time zone for `datetime` and `datetime-interval` arguments. */
  readonly timeZone: string;
  /** Positional arguments `{0}`, `{1}`, … */
  readonly positional: readonly unknown[];
  /** Named arguments `{name}`. */
  readonly named: Readonly<Record<string, unknown>>;
}

interface TextPart { kind: 'text'; text: string }
interface PoundPart { kind: 'pound' }
interface ArgPart { kind: 'arg'; refs: string[]; name: string; options: string[] }
interface ChoicePart { kind: 'choice'; ref: string; name: 'plural' | 'selectordinal' | 'select'; branches: Map<string, Part[]> }
type Part = TextPart | PoundPart | ArgPart | ChoicePart;

const CHOICES = new Set(['plural', 'selectordinal', 'select']);

/** A parse position in a message. */
interface Cursor {
  readonly text: string;
  i: number;
}

const SPACE = /\s*/y;
const WORD = /[^\s{}]*/y;

/** Consumes what the sticky `pattern` matches at the cursor (possibly nothing). */
function take(cursor: Cursor, pattern: RegExp): string {
  pattern.lastIndex = cursor.i;
  const match = pattern.exec(cursor.text)?.[0] ?? '';
  cursor.i += match.length;
  return match;
}

function parseParts(cursor: Cursor, nested: boolean): Part[] {
  const parts: Part[] = [];
  let literal = '';
  const { text } = cursor;
  while (cursor.i < text.length) {
    const ch = text.charAt(cursor.i++);
    if (nested && ch === '}') {
      cursor.i--;
      break;
    }
    if (ch === '{' || (nested && ch === '#')) {
      if (literal) parts.push({ kind: 'text', text: literal });
      literal = '';
      parts.push(ch === '#' ? { kind: 'pound' } : parseArgument(cursor));
    } else literal += ch;
  }
  if (literal) parts.push({ kind: 'text', text: literal });
  return parts;
}

function parseArgument(cursor: Cursor): Part {
  const { text } = cursor;
  take(cursor, SPACE);
  const refs = take(cursor, WORD).split(';').filter((r) => r !== '');
  take(cursor, SPACE);
  if (text.charAt(cursor.i) === '}') {
    cursor.i++;
    return { kind: 'arg', refs, name: '', options: [] };
  }
  const name = take(cursor, WORD);
  const choice = CHOICES.has(name);
  const branches = new Map<string, Part[]>();
  const options: string[] = [];
  for (;;) {
    take(cursor, SPACE);
    if (cursor.i >= text.length) break;
    if (text.charAt(cursor.i) === '}') {
      cursor.i++;
      break;
    }
    const word = take(cursor, WORD);
    if (choice) {
      take(cursor, SPACE);
      if (text.charAt(cursor.i++) === '{') {
        branches.set(word, parseParts(cursor, true));
        cursor.i++;
      }
    } else if (word) options.push(word);
    else cursor.i++;
  }
  return choice ? { kind: 'choice', ref: refs[0] ?? '0', name: name as ChoicePart['name'], branches } : { kind: 'arg', refs, name, options };
}

function argumentValue(ref: string, inputs: MessageInputs): unknown {
  if (/^\d+$/.test(ref)) return inputs.positional[Number(ref)];
  return Object.hasOwn(inputs.named, ref) ? inputs.named[ref] : undefined;
}

/** The amount and currency of a money node (`decimalValue`/`currencyCode` or `value`/`currency`); undefined when it has neither pair. */
export function moneyParts(value: unknown): [unknown, unknown] | undefined {
  const pair = (amountKey: string, currencyKey: string): [unknown, unknown] | undefined => {
    const amount = getOf(value, amountKey);
    const currency = getOf(value, currencyKey);
    return amount === undefined || currency === undefined ? undefined : [amount, currency];
  };
  return pair('decimalValue', 'currencyCode') ?? pair('value', 'currency');
}

function amountOf(value: unknown): unknown {
  if (isObject(value)) return getOf(value, 'decimalValue') ?? getOf(value, 'value');
  return undefined;
}

/** Text of a message argument: money objects give their amount, booleans 'true'/'false', missing and null ''. */
export function messageArgumentText(value: unknown): string {
  const amount = amountOf(value);
  return amount !== undefined ? asString(amount) : asString(value);
}

/** Decimal literal of a message argument (money amount, boolean 1/0); undefined when not numeric. */
export function messageArgumentDecimal(value: unknown): string | undefined {
  const source = amountOf(value) ?? value;
  if (typeof source === 'boolean') return source ? '1' : '0';
  if (typeof source === 'number') return Number.isFinite(source) ? String(source) : undefined;
  if (typeof source === 'string') return parseDecimalText(source);
  return undefined;
}

function formatArgument(part: ArgPart, inputs: MessageInputs, problems: MessageProblem[]): string {
  const values = part.refs.map((ref) => argumentValue(ref, inputs));
  const first = values[0];
  switch (part.name) {
    case '':
      return messageArgumentText(first);
    case 'money': case 'currency': {
      const money = moneyParts(first);
      const decimal = money ? parseDecimalText(asString(money[0])) : undefined;
      return money && decimal ? formatCurrencyAmount(inputs.locale, decimal, asString(money[1]), parseCurrencyOptions(part.options)) : '';
    }
    case 'number': case 'decimal': {
      if (first === undefined) return '';
      return formatDecimalNumber(inputs.locale, messageArgumentDecimal(first) ?? '0', parseDecimalOptions(part.options));
    }
    case 'datetime': {
      const epoch = typeof first === 'number' ? first : Number(asString(first));
      return first !== undefined && Number.isFinite(epoch) ? formatDateTime(inputs.locale, epoch, inputs.timeZone, parseDateTimeOptions(part.options)) : '';
    }
    case 'datetime-interval': {
      const [start, end] = values.map((v) => (typeof v === 'number' ? v : Number(asString(v))));
      return values.length >= 2 && Number.isFinite(start) && Number.isFinite(end)
        ? formatDateInterval(inputs.locale, start as number, end as number, inputs.timeZone, parseIntervalOptions(part.options))
        : '';
    }
    default:
      problems.push({ kind: 'missing-formatter', message: `Message formatter "${part.name}" is not defined` });
      return '';
  }
}

function pluralCategory(decimal: string, type: 'cardinal' | 'ordinal', locale: string): string {
  const plain = /e/i.test(decimal) ? String(Number(decimal)) : decimal.replace(/^\+/, '');
  const fraction = plain.includes('.') ? (plain.split('.')[1] as string).length : 0;
  return pluralRules(locale, { type, minimumFractionDigits: fraction, maximumFractionDigits: fraction }).select(Number(plain));
}

interface BuildState {
  readonly inputs: MessageInputs;
  readonly problems: MessageProblem[];
}

/**
 * The text of message parts; undefined when a choice has neither its key's branch nor "other" ("__proto__" names no
 * branch). Every branch of a choice is formatted, so each reports its problems.
 */
function formatParts(parts: readonly Part[], state: BuildState, pound: string | undefined): string | undefined {
  let text: string | undefined = '';
  for (const part of parts) {
    const piece = part.kind === 'text' ? part.text
      : part.kind === 'pound' ? pound ?? '#'
        : part.kind === 'arg' ? formatArgument(part, state.inputs, state.problems) : formatChoice(part, state, pound);
    text = text === undefined || piece === undefined ? undefined : text + piece;
  }
  return text;
}

function formatChoice(part: ChoicePart, state: BuildState, outerPound: string | undefined): string | undefined {
  const { inputs, problems } = state;
  const value = argumentValue(part.ref, inputs);
  if (!part.branches.has('other')) {
    problems.push({ kind: 'missing-other', message: `The ${part.name} argument {${part.ref}} has no "other" form` });
  }
  let key: string;
  let pound = outerPound;
  if (part.name === 'select') {
    key = messageArgumentText(value);
  } else {
    const type = part.name === 'plural' ? 'cardinal' : 'ordinal';
    let decimal = messageArgumentDecimal(value);
    if (decimal === undefined) {
      problems.push({ kind: 'non-numeric-plural', message: `The ${part.name} argument {${part.ref}} is not a number: "${messageArgumentText(value)}"` });
      decimal = '0';
    }
    const categories = pluralRules(inputs.locale, { type }).resolvedOptions().pluralCategories as readonly string[];
    for (const branch of part.branches.keys()) {
      if (!/^=-?\d+(\.\d+)?$/.test(branch) && !categories.includes(branch)) {
        problems.push({ kind: 'invalid-plural-key', message: `"${branch}" is not a ${type} plural category of locale ${inputs.locale} (${categories.join(', ')})` });
      }
    }
    const exact = `=${Number(decimal)}`;
    key = part.branches.has(exact) ? exact : pluralCategory(decimal, type, inputs.locale);
    pound = messageArgumentText(amountOf(value) ?? value) || decimal;
  }
  const texts = new Map<string, string | undefined>();
  for (const [branchKey, body] of part.branches) texts.set(branchKey, formatParts(body, state, pound));
  const has = (branchKey: string): boolean => branchKey !== '__proto__' && texts.has(branchKey);
  return has(key) ? texts.get(key) : has('other') ? texts.get('other') : undefined;
}

/**
 * Formats a message in the template's message syntax (`{0}`, `{name}`, `{0 plural one{# item} other{# items}}`, `{0 money}`,
 * `{0;1 datetime-interval}`); a choice without its key's branch and without "other" empties the text.
 */
export function formatTemplateMessage(message: string, inputs: MessageInputs): { text: string; problems: MessageProblem[] } {
  const problems: MessageProblem[] = [];
  return { text: formatParts(parseParts({ text: message, i: 0 }, false), { inputs, problems }, undefined) ?? '', problems };
}
