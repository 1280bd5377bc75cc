import type { PluginContext, PredicatePlugin } from '../../plugin';
import { asNumber, compareValues, deepEquals, isTruthy, splitPath } from '../../values';

type Plugin = PredicatePlugin<unknown>;

const DEBUG_PATH = ['debug'];
const RE_JSON_START = /^["\d[{]|^-\d|^(true|false|null)$/;

/** An argument parsed at compile time: a JSON literal, or a path resolved at render time. */
type Operand = { literal: true; value: unknown } | { literal: false; path: (string | number)[] };

/** Parses predicate arguments: JSON literals stay values, everything else becomes a path. */
export function parseOperands(args: readonly string[]): Operand[] {
  return args.map((arg) => {
    if (RE_JSON_START.test(arg)) {
      try {
        return { literal: true, value: JSON.parse(arg) as unknown };
      } catch {
        // not JSON: a path
      }
    }
    return { literal: false, path: splitPath(arg) };
  });
}

const operandValue = (ctx: PluginContext, operand: Operand): unknown => (operand.literal ? operand.value : ctx.resolve(operand.path));

/** Binary comparison: one argument compares the current node with it, two compare each other. */
const comparison = (test: (a: unknown, b: unknown) => boolean): Plugin => ({
  prepare: parseOperands,
  apply(args, ctx, operands: Operand[]) {
    if (args.length === 0) return false;
    const first = operandValue(ctx, operands[0] as Operand);
    if (args.length === 1) return test(ctx.node(), first);
    return test(first, operandValue(ctx, operands[1] as Operand));
  },
});

const parity = (remainder: number): Plugin => ({
  prepare: (args) => (args.length >= 1 ? splitPath(args[0] as string) : null),
  apply(_args, ctx, path: (string | number)[] | null) {
    const value = path !== null ? ctx.resolve(path) : ctx.node();
    return typeof value === 'number' && Math.abs(value) % 2 === remainder;
  },
});

/** The core predicates of the reference engine, by name. */
export const CORE_PREDICATES: Readonly<Record<string, Plugin>> = {
  'debug?': { apply: (_args, ctx) => isTruthy(ctx.resolve(DEBUG_PATH)) },
  'equal?': comparison((a, b) => deepEquals(a ?? null, b ?? null)),
  'notEqual?': comparison((a, b) => !deepEquals(a ?? null, b ?? null)),
  'greaterThan?': comparison((a, b) => compareValues(a ?? null, b ?? null) > 0),
  'greaterThanOrEqual?': comparison((a, b) => compareValues(a ?? null, b ?? null) >= 0),
  'lessThan?': comparison((a, b) => compareValues(a ?? null, b ?? null) < 0),
  'lessThanOrEqual?': comparison((a, b) => compareValues(a ?? null, b ?? null) <= 0),
  'even?': parity(0),
  'odd?': parity(1),
  'nth?': {
    prepare: parseOperands,
    apply(args, ctx, operands: Operand[]) {
      if (args.length === 0) return false;
      const values = operands.map((o) => operandValue(ctx, o));
      const [n, m] = args.length === 2 ? [values[0], values[1]] : [ctx.node(), values[0]];
      if (typeof n !== 'number' || typeof m !== 'number' || !Number.isInteger(n) || !Number.isInteger(m) || m === 0) return false;
      return Math.abs(n) % Math.abs(m) === 0;
    },
  },
  'plural?': { apply: (_args, ctx) => asNumber(ctx.node()) > 1 },
  'singular?': { apply: (_args, ctx) => asNumber(ctx.node()) === 1 },
};
