import type { PathSegment } from './plugin';
import { kindOf, splitPath, ValueKind } from './values';

/** Limits on expressions. */
export interface ExpressionLimits {
  /** Maximum tokens in one `{.eval}`; 0 disables the check. Default 1000. */
  maxTokens: number;
  /** Maximum length of a string built by `+`; 0 disables the check. Default 65536. */
  maxStringLength: number;
}

/** What an expression can reach while it is reduced. */
export interface ExpressionScope {
  /** Resolves a variable path. */
  resolve(path: readonly PathSegment[]): unknown;
  /** Defines an `@name` variable. */
  define(name: string, value: unknown): void;
  /** Reports a reduce error (already prefixed by the caller). */
  fail(message: string): void;
}

/** Token kinds (plain numbers, so the minifier inlines them). */
const T = { Operator: 0, Null: 1, Number: 2, Boolean: 3, String: 4, Call: 5, Args: 6, Variable: 7 } as const;
/** The kind `K` of {@link T} as a type. */
type Kind<K extends keyof typeof T> = (typeof T)[K];
/** Operators (plain numbers, so the minifier inlines them). */
const Op = {
  Plus: 0, Minus: 1, Not: 2, BitNot: 3, Pow: 4, Mul: 5, Div: 6, Mod: 7, Add: 8, Sub: 9, Shl: 10, Shr: 11, Lt: 12, Gt: 13, Eq: 14, Neq: 15, Seq: 16, Sneq: 17, Lte: 18, Gte: 19, BitAnd: 20, BitXor: 21, BitOr: 22, And: 23, Or: 24, Assign: 25, Semi: 26, Comma: 27, LParen: 28, RParen: 29,
} as const;
type Op = (typeof Op)[keyof typeof Op];
interface Operator {
  readonly op: Op;
  readonly precedence: number;
  readonly right: boolean;
  readonly label: string;
}
type Literal =
  | { readonly t: Kind<'Null'>; readonly v: null }
  | { readonly t: Kind<'Number'>; readonly v: number }
  | { readonly t: Kind<'Boolean'>; readonly v: boolean }
  | { readonly t: Kind<'String'>; readonly v: string };
type Token =
  | Literal
  | { readonly t: Kind<'Operator'>; readonly v: Operator }
  | { readonly t: Kind<'Call'>; readonly v: FunctionName }
  | { readonly t: Kind<'Args'>; readonly v: null }
  | { readonly t: Kind<'Variable'>; readonly v: readonly PathSegment[] };
type Slot = Token | undefined;

const operator = (op: Op, precedence: number, right: boolean, label: string): { t: Kind<'Operator'>; v: Operator } => ({
  t: T.Operator,
  v: { op, precedence, right, label },
});
const PLUS = operator(Op.Plus, 17, true, 'unary plus');
const MINUS = operator(Op.Minus, 17, true, 'unary minus');
const NOT = operator(Op.Not, 17, true, 'logical not');
const BITNOT = operator(Op.BitNot, 17, true, 'bitwise not');
const POW = operator(Op.Pow, 16, true, 'exponent');
const MUL = operator(Op.Mul, 15, false, 'multiply');
const DIV = operator(Op.Div, 15, false, 'divide');
const MOD = operator(Op.Mod, 15, false, 'modulus');
const ADD = operator(Op.Add, 14, false, 'add');
const SUB = operator(Op.Sub, 14, false, 'subtract');
const SHL = operator(Op.Shl, 13, false, 'left shift');
const SHR = operator(Op.Shr, 13, false, 'right shift');
const LT = operator(Op.Lt, 12, false, 'less than');
const GT = operator(Op.Gt, 12, false, 'greater than');
const LTE = operator(Op.Lte, 12, false, 'less than or equal');
const GTE = operator(Op.Gte, 12, false, 'greater than or equal');
const EQ = operator(Op.Eq, 11, false, 'equality');
const NEQ = operator(Op.Neq, 11, false, 'inequality');
const SEQ = operator(Op.Seq, 11, false, 'strict equality');
const SNEQ = operator(Op.Sneq, 11, false, 'strict inequality');
const BITAND = operator(Op.BitAnd, 10, false, 'bitwise and');
const BITXOR = operator(Op.BitXor, 9, false, 'bitwise xor');
const BITOR = operator(Op.BitOr, 8, false, 'bitwise or');
const AND = operator(Op.And, 7, false, 'logical and');
const OR = operator(Op.Or, 6, false, 'logical or');
const ASSIGN = operator(Op.Assign, 3, true, 'assign');
const SEMI = operator(Op.Semi, 1, false, 'semicolon');
const COMMA = operator(Op.Comma, 1, true, 'comma');
const LPAREN = operator(Op.LParen, 1, false, 'left paren');
const RPAREN = operator(Op.RParen, 1, false, 'right paren');

const num = (v: number): { t: Kind<'Number'>; v: number } => ({ t: T.Number, v });
const bool = (v: boolean): Literal => ({ t: T.Boolean, v });
const str = (v: string): Literal => ({ t: T.String, v });
const NULL: Literal = { t: T.Null, v: null };
const ARGS: Token = { t: T.Args, v: null };

const CONSTANTS: ReadonlyMap<string, Literal> = new Map([
  ['null', NULL],
  ['true', bool(true)],
  ['false', bool(false)],
  ['PI', num(Math.PI)],
  ['E', num(Math.E)],
  ['Infinity', num(Infinity)],
  ['NaN', num(NaN)],
]);

type FunctionName = 'max' | 'min' | 'abs' | 'num' | 'str' | 'bool';
const FUNCTION_NAMES: ReadonlySet<string> = new Set(['max', 'min', 'abs', 'num', 'str', 'bool']);

const isHexDigit = (c: string | undefined): boolean =>
  c !== undefined && ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'));

function scanHex(text: string, i: number, end: number): number {
  while (i < end && isHexDigit(text[i])) i++;
  return i;
}

/** Scans a decimal number from `i` (a digit); returns its end or -2 (no exponent digit), -3 (second dot), -4 (dot in exponent). */
function scanDecimal(text: string, i: number, end: number): number {
  let dot = false;
  let exponent = false;
  let needDigit = false;
  let sign = false;
  for (; i < end; i++) {
    const c = text[i] as string;
    if (c === '.') {
      if (dot) return -3;
      if (exponent) return -4;
      dot = true;
    } else if (c === 'e' || c === 'E') {
      if (exponent) break;
      exponent = needDigit = true;
    } else if (c === '-' || c === '+') {
      if (!needDigit || !exponent || sign) break;
      sign = true;
    } else if (c >= '0' && c <= '9') {
      needDigit = false;
    } else break;
  }
  return needDigit ? -2 : i;
}

function toNumber(token: Literal): number {
  switch (token.t) {
    case T.Number:
      return token.v;
    case T.Boolean:
      return token.v ? 1 : 0;
    case T.Null:
      return 0;
    case T.String: {
      const text = token.v;
      if (!text) return 0;
      let i = text[0] === '-' || text[0] === '+' ? 1 : 0;
      if (i === text.length) return NaN;
      const c = text[i] as string;
      if (c === '0' && (text[i + 1] === 'x' || text[i + 1] === 'X')) {
        return scanHex(text, i + 2, text.length) === text.length ? parseInt(text, 16) : NaN;
      }
      if (c < '0' || c > '9') return NaN;
      i = scanDecimal(text, i, text.length);
      return i === text.length ? parseFloat(text) : NaN;
    }
  }
}

const toBoolean = (token: Literal): boolean =>
  token.t === T.Boolean ? token.v : token.t === T.Number || token.t === T.String ? !!token.v : false;

const toText = (token: Literal): string =>
  token.t === T.String ? token.v : token.t === T.Null ? 'null' : String(token.v);

function callFunction(name: FunctionName, args: Literal[]): Literal | undefined {
  if (name === 'max' || name === 'min') {
    if (args.length === 0) return undefined;
    let best = num(toNumber(args[0] as Literal));
    for (let i = 1; i < args.length; i++) {
      const next = num(toNumber(args[i] as Literal));
      const keep = name === 'max' ? best.v > next.v : best.v < next.v;
      if (!keep) best = next;
    }
    return best;
  }
  const first = args[0];
  if (first === undefined) return undefined;
  switch (name) {
    case 'abs':
      return num(Math.abs(toNumber(first)));
    case 'num':
      return num(toNumber(first));
    case 'str':
      return str(toText(first));
    case 'bool':
      return bool(toBoolean(first));
  }
}

const CHAR_NAMES: Readonly<Record<string, string>> = {
  '\b': 'backspace', '\f': 'form feed', '\n': 'line feed', '\r': 'carriage return', '\t': 'tab',
};
const charName = (c: string): string =>
  Object.prototype.hasOwnProperty.call(CHAR_NAMES, c) ? (CHAR_NAMES[c] as string) : c <= '\u001f' ? 'control character' : 'character';

const RE_VARIABLE = /(?:\d+|(?:@|\$)?[a-zA-Z][a-zA-Z0-9_-]*|@)(?:\.(?:\d+|(?:@|\$)?[a-zA-Z][a-zA-Z0-9_-]*|@))*/y;

/** A parsed expression: statements in reverse polish order, or the parse errors. */
export interface CompiledExpression {
  /** Source text. */
  readonly source: string;
  /** Parse errors; when non-empty the expression never runs. */
  readonly errors: readonly string[];
  /** Statements in reverse polish notation. */
  readonly statements: readonly (readonly Token[])[];
  /** Maximum string length for concatenation, 0 for none. */
  readonly maxStringLength: number;
}

/** Tokenizes and orders an expression (shunting yard with JavaScript precedence). */
export function compileExpression(source: string, limits: ExpressionLimits): CompiledExpression {
  const errors: string[] = [];
  const tokens: Token[] = [];
  const push = (token: Token): void => {
    if (errors.length) return;
    if (token.t === T.Operator) {
      const op = token.v.op;
      if (op === Op.Sub || op === Op.Add) {
        const top = tokens[tokens.length - 1];
        if (!top || (top.t === T.Operator && top.v.op !== Op.RParen)) token = op === Op.Sub ? MINUS : PLUS;
      } else if (op === Op.LParen) {
        const top = tokens[tokens.length - 1];
        if (top && top.t === T.Variable && top.v.length === 1) {
          const name = top.v[0];
          if (typeof name === 'string' && FUNCTION_NAMES.has(name)) {
            tokens[tokens.length - 1] = { t: T.Call, v: name as FunctionName };
          } else {
            errors.push(`Invalid function ${String(name)}`);
            return;
          }
        }
      }
    }
    tokens.push(token);
    if (limits.maxTokens > 0 && tokens.length > limits.maxTokens) {
      errors.push(`Expression exceeds the maximum number of allowed tokens: ${limits.maxTokens}`);
    }
  };

  const readString = (i: number, quote: string): number => {
    let text = '';
    const len = source.length;
    while (i < len) {
      let c = source[i] as string;
      if (c === '\\' && i + 1 < len) {
        c = source[i + 1] as string;
        if (c === 'x') {
          i += 2;
          const limit = i + 2;
          if (limit >= len || scanHex(source, i, limit) !== limit) {
            errors.push('Invalid 2-char hex escape found');
            return -1;
          }
          const code = parseInt(source.substring(i, limit), 16);
          text += code <= 0x08 || (code >= 0x0e && code < 0x20) ? ' ' : String.fromCharCode(code);
          i = limit;
          continue;
        }
        if (c === 'u' || c === 'U') {
          i += 2;
          const limit = i + (c === 'u' ? 4 : 8);
          const stop = scanHex(source, i, limit < len ? limit : len);
          if (stop !== limit) {
            errors.push('Invalid unicode escape found');
            return -1;
          }
          const code = parseInt(source.substring(i, stop), 16);
          if (code <= 0x08 || (code >= 0x0e && code < 0x20) || code > 0x10ffff) text += ' ';
          else text += String.fromCodePoint(code);
          i = stop;
          continue;
        }
        text += c === 'n' ? '\n' : c === 't' ? '\t' : c === 'f' ? '\f' : c === 'r' ? '\r' : c;
        i += 2;
        continue;
      }
      if (c === quote) {
        push(str(text));
        return i + 1;
      }
      if (c === '\n' || c === '\r') {
        errors.push(`Illegal bare ${charName(c)} character in string literal`);
        return -1;
      }
      text += c;
      i++;
    }
    errors.push('Unterminated string');
    return -1;
  };

  const len = source.length;
  let i = 0;
  scan: while (i < len) {
    const c0 = source[i] as string;
    const c1 = source[i + 1];
    if (c0 >= '0' && c0 <= '9') {
      if (c0 === '0' && (c1 === 'x' || c1 === 'X')) {
        const start = i + 2;
        const stop = scanHex(source, start, len);
        if (stop === start) {
          errors.push('Expected digits after start of hex number');
          break;
        }
        push(num(parseInt(source.substring(start, stop), 16)));
        i = stop;
      } else {
        const stop = scanDecimal(source, i, len);
        if (stop < 0) {
          errors.push(
            stop === -2 ? 'Expected a digit after exponent in decimal number'
            : stop === -3 ? 'Duplicate decimal point in number'
            : 'Unexpected decimal point in exponent',
          );
          break;
        }
        push(num(parseFloat(source.substring(i, stop))));
        i = stop;
      }
      continue;
    }
    switch (c0) {
      case '"':
      case "'":
        i = readString(i + 1, c0);
        if (i === -1) break scan;
        continue;
      case '*':
        if (c1 === '*') {
          i++;
          push(POW);
        } else push(MUL);
        break;
      case '/': push(DIV); break;
      case '%': push(MOD); break;
      case '+': push(ADD); break;
      case '-': push(SUB); break;
      case '=':
        if (c1 === '=') {
          i++;
          if (source[i + 1] === '=') {
            i++;
            push(SEQ);
          } else push(EQ);
        } else push(ASSIGN);
        break;
      case '!':
        if (c1 === '=') {
          i++;
          if (source[i + 1] === '=') {
            i++;
            push(SNEQ);
          } else push(NEQ);
        } else push(NOT);
        break;
      case '<':
        if (c1 === '<') { i++; push(SHL); } else if (c1 === '=') { i++; push(LTE); } else push(LT);
        break;
      case '>':
        if (c1 === '>') { i++; push(SHR); } else if (c1 === '=') { i++; push(GTE); } else push(GT);
        break;
      case '~': push(BITNOT); break;
      case '&':
        if (c1 === '&') { i++; push(AND); } else push(BITAND);
        break;
      case '|':
        if (c1 === '|') { i++; push(OR); } else push(BITOR);
        break;
      case '^': push(BITXOR); break;
      case ' ': case '\n': case '\t': case '\r': case '\u00a0': break;
      case ',': push(COMMA); break;
      case ';': push(SEMI); break;
      case '(': push(LPAREN); break;
      case ')': push(RPAREN); break;
      default: {
        RE_VARIABLE.lastIndex = i;
        const found = RE_VARIABLE.exec(source);
        if (found === null) {
          errors.push(`Unexpected ${charName(c0)} at ${i}: ${JSON.stringify(c0)}`);
          break scan;
        }
        i = RE_VARIABLE.lastIndex;
        const path = splitPath(found[0]);
        const constant = path.length === 1 && typeof path[0] === 'string' ? CONSTANTS.get(path[0]) : undefined;
        push(constant ?? { t: T.Variable, v: path });
        continue;
      }
    }
    i++;
  }

  const statements: Token[][] = [];
  if (!errors.length) buildStatements(tokens, statements, errors);
  return { source, errors, statements, maxStringLength: limits.maxStringLength };
}

function buildStatements(tokens: readonly Token[], statements: Token[][], errors: string[]): void {
  let out: Token[] = [];
  const ops: Token[] = [];
  const isOpenParen = (t: Token | undefined): boolean => t !== undefined && t.t === T.Operator && t.v.op === Op.LParen;
  const flush = (): boolean => {
    while (ops.length) {
      const t = ops.pop() as Token;
      if (t.t === T.Operator && (t.v.op === Op.LParen || t.v.op === Op.RParen)) {
        errors.push(`Mismatched operator found: ${t.v.label}`);
        return false;
      }
      out.push(t);
    }
    if (out.length) statements.push(out);
    return true;
  };
  for (const t of tokens) {
    if (t.t === T.Call) {
      out.push(ARGS);
      ops.push(t);
      continue;
    }
    if (t.t !== T.Operator) {
      out.push(t);
      continue;
    }
    switch (t.v.op) {
      case Op.Semi:
        if (!flush()) return;
        out = [];
        break;
      case Op.LParen:
        ops.push(t);
        break;
      case Op.Comma:
        while (ops.length && !isOpenParen(ops[ops.length - 1])) out.push(ops.pop() as Token);
        break;
      case Op.RParen: {
        while (ops.length && !isOpenParen(ops[ops.length - 1])) out.push(ops.pop() as Token);
        if (!ops.length) {
          errors.push(`Mismatched operator found: ${t.v.label}`);
          return;
        }
        ops.pop();
        const top = ops[ops.length - 1];
        if (top && top.t === T.Call) out.push(ops.pop() as Token);
        break;
      }
      default: {
        const current = t.v;
        for (;;) {
          const top = ops[ops.length - 1];
          if (!top) break;
          if (top.t === T.Operator) {
            if (top.v.op === Op.LParen) break;
            if (!(top.v.precedence > current.precedence || (top.v.precedence === current.precedence && !top.v.right))) break;
          }
          out.push(ops.pop() as Token);
        }
        ops.push(t);
      }
    }
  }
  flush();
}

function literalOf(scope: ExpressionScope, token: Slot): Literal | undefined {
  if (!token) return undefined;
  switch (token.t) {
    case T.Variable: {
      const value = scope.resolve(token.v);
      switch (kindOf(value)) {
        case ValueKind.Boolean:
          return bool(value as boolean);
        case ValueKind.Number:
          return num(value as number);
        case ValueKind.String:
          return str(value as string);
        case ValueKind.Null:
        case ValueKind.Missing:
          return NULL;
        default:
          return undefined;
      }
    }
    case T.Boolean:
    case T.Number:
    case T.String:
    case T.Null:
      return token;
    default:
      return undefined;
  }
}

function binary(op: Op, a: Literal, b: Literal): Literal | undefined {
  const av = a.v as number;
  const bv = b.v as number;
  switch (op) {
    case Op.Mul: return num(toNumber(a) * toNumber(b));
    case Op.Div: return num(toNumber(a) / toNumber(b));
    case Op.Sub: return num(toNumber(a) - toNumber(b));
    case Op.Pow: return num(Math.pow(toNumber(a), toNumber(b)));
    case Op.Mod: return num(toNumber(a) % toNumber(b));
    case Op.Shl: return num(toNumber(a) << toNumber(b));
    case Op.Shr: return num(toNumber(a) >> toNumber(b));
    case Op.Lt: return bool(av < bv);
    case Op.Lte: return bool(av <= bv);
    case Op.Gt: return bool(av > bv);
    case Op.Gte: return bool(av >= bv);
    case Op.Eq: return bool(a.v == b.v);
    case Op.Neq: return bool(a.v != b.v);
    case Op.Seq: return bool(a.v === b.v);
    case Op.Sneq: return bool(a.v !== b.v);
    case Op.BitAnd: return num(toNumber(a) & toNumber(b));
    case Op.BitXor: return num(toNumber(a) ^ toNumber(b));
    case Op.BitOr: return num(toNumber(a) | toNumber(b));
    case Op.And: return bool(toBoolean(a) && toBoolean(b));
    case Op.Or: return bool(toBoolean(a) || toBoolean(b));
    default: return undefined;
  }
}

function reduceStatement(expr: CompiledExpression, statement: readonly Token[], scope: ExpressionScope): unknown {
  const stack: Slot[] = [];
  const setTop = (t: Slot): void => {
    if (stack.length) stack[stack.length - 1] = t;
  };
  run: for (const t of statement) {
    switch (t.t) {
      case T.Call: {
        const args: Literal[] = [];
        while (stack.length && stack[stack.length - 1] && (stack[stack.length - 1] as Token).t !== T.Args) {
          const arg = literalOf(scope, stack.pop());
          if (arg) args.push(arg);
        }
        stack.pop();
        args.reverse();
        const result = callFunction(t.v, args);
        if (!result) {
          scope.fail(`Error calling function ${t.v}`);
          break run;
        }
        stack.push(result);
        continue;
      }
      case T.Operator: {
        const op = t.v.op;
        const top = stack[stack.length - 1];
        if (op === Op.Minus || op === Op.Plus || op === Op.Not) {
          const arg = literalOf(scope, top);
          setTop(arg ? (op === Op.Minus ? num(-1 * toNumber(arg)) : op === Op.Plus ? num(toNumber(arg)) : bool(!toBoolean(arg))) : undefined);
          continue;
        }
        if (op === Op.BitNot) {
          const arg = literalOf(scope, top);
          setTop(arg ? num(~(top && top.t !== T.Variable ? toNumber(top as Literal) : NaN)) : undefined);
          continue;
        }
        if (op === Op.Assign) {
          const value = literalOf(scope, stack.pop());
          const target = stack.pop();
          if (target !== undefined && target.t === T.Variable && value !== undefined) {
            const name = target.v;
            if (name.length === 1 && typeof name[0] === 'string' && name[0][0] === '@') scope.define(name[0], value.v);
          }
          setTop(undefined);
          break run;
        }
        const b = literalOf(scope, stack.pop());
        const a = literalOf(scope, stack.pop());
        if (a === undefined || b === undefined) {
          scope.fail(`Invalid arguments to operator ${t.v.label}`);
          break run;
        }
        if (op === Op.Add) {
          if (a.t === T.String || b.t === T.String) {
            const left = toText(a);
            const right = toText(b);
            if (expr.maxStringLength > 0 && left.length + right.length > expr.maxStringLength) {
              scope.fail(`Concatenation would exceed maximum string length ${expr.maxStringLength}`);
              break run;
            }
            stack.push(str(left + right));
          } else stack.push(num(toNumber(a) + toNumber(b)));
          continue;
        }
        const result = binary(op, a, b);
        if (result === undefined) {
          setTop(undefined);
          break run;
        }
        stack.push(result);
        continue;
      }
      default:
        stack.push(t);
    }
  }
  const top = stack[stack.length - 1];
  if (top) {
    const value = literalOf(scope, top);
    if (value) return value.v;
    scope.fail('Reduce error: unexpected token on stack');
  }
  return undefined;
}

/** Reduces every statement in order; returns the last statement's value (`undefined` when it produced none). */
export function evaluateExpression(expr: CompiledExpression, scope: ExpressionScope): unknown {
  let result: unknown;
  for (const statement of expr.statements) result = reduceStatement(expr, statement, scope);
  return result;
}

function describeToken(token: Token): string {
  switch (token.t) {
    case T.Boolean: return token.v ? 'true' : 'false';
    case T.Null: return 'null';
    case T.Number: return String(token.v);
    case T.String: return JSON.stringify(token.v);
    case T.Operator: return `<${token.v.label}>`;
    case T.Variable: return token.v.join('.');
    case T.Call: return `${token.v}()`;
    case T.Args: return '<args>';
  }
}

/** Debug text of a compiled expression (`{.eval #...}`): its statements in reverse polish notation. */
export function describeExpression(expr: CompiledExpression): string {
  return `EVAL=[${expr.statements.map((s) => `[${s.map(describeToken).join(' ')}]`).join(', ')}]`;
}
