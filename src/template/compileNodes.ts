import type { AstNode, FormatterCall, OrNode, TagArguments } from './ast';
import { compileExpression, describeExpression, evaluateExpression, type CompiledExpression, type ExpressionLimits } from './expression';
import type { FormatterPlugin, PathSegment, PredicatePlugin, TemplateVariable } from './plugin';
import { Frame, lookupName, plainName, resolveFrom, resolvePath, type CompiledUnit, type Exec, type RenderState } from './RenderState';
import { concatText, getMember, isTruthy } from './values';

/** Everything the compiler needs besides the AST: the plugin tables (built once per registry set) and expression limits. */
export interface CompileEnvironment {
  formatters: ReadonlyMap<string, FormatterPlugin<unknown>>;
  predicates: ReadonlyMap<string, PredicatePlugin<unknown>>;
  exprLimits: ExpressionLimits;
}

const NOOP: Exec = () => {};
/** A block's current closure: the compiling one until its first run, then the compiled one (a class: V8 pretenures no `new`, as it does literals that survive). */
class Runner {
  run: Exec;
  constructor(run: Exec) {
    this.run = run;
  }
}
const NOTHING = new Runner(NOOP);
const LITERAL_TEXT = { 'meta-left': '{', 'meta-right': '}', newline: '\n', space: ' ', tab: '\t' } as const;
/** Node kinds whose closures append the literal text around them themselves (fewer closure calls). */
const FUSES_TEXT: ReadonlySet<AstNode['kind']> = new Set(['variable', 'section', 'repeated', 'predicate', 'if', 'bindvar']);

/** The literal output of text, literal and comment nodes; null for instructions. */
function textOf(node: AstNode): string | null {
  return node.kind === 'text' ? node.text : node.kind === 'literal' ? LITERAL_TEXT[node.name] : node.kind === 'comment' ? '' : null;
}
const EMPTY_ARGS: readonly string[] = Object.freeze([]);


/** Text of an array by the output rules (elements comma-joined as JavaScript concatenation shows them); '' with an error when an element cannot be shown. */
function arrayText(state: RenderState, value: unknown[]): string {
  let text = '';
  try {
    for (let i = 0; i < value.length; i++) text += (i > 0 ? ',' : '') + concatText(value[i]);
    return text;
  } catch (error) {
    state.error('INVALID_VALUE', `Array could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
    return '';
  }
}

/** Appends `prefix`, the value by the template's output rules (scalars as text, null nothing, arrays comma-joined, objects nothing) and `suffix`, in one append. */
export function emitValue(state: RenderState, value: unknown, prefix = '', suffix = ''): void {
  const text =
    typeof value === 'string' ? value
    : typeof value === 'number' || typeof value === 'boolean' ? '' + value
    : Array.isArray(value) ? arrayText(state, value)
    : '';
  if (text !== '' || prefix !== '' || suffix !== '') state.append(prefix + text + suffix);
}

interface BoundFormatter {
  plugin: FormatterPlugin<unknown>;
  args: readonly string[];
  parsed: unknown;
  name: string;
}

function failure(state: RenderState, kind: string, name: string, error: unknown): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  state.error('PLUGIN_FAILED', `${kind} '${name}' failed: ${message}`);
}

/** Compiles AST nodes of one unit to closures. */
export class NodeCompiler {
  constructor(
    private readonly env: CompileEnvironment,
    private readonly source: string,
  ) {}

  block(nodes: readonly AstNode[]): Exec {
    const parts: Exec[] = [];
    let text = '';
    let last = nodes.length - 1;
    while (last >= 0 && textOf(nodes[last] as AstNode) !== null) last--;
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i] as AstNode;
      const literal = textOf(node);
      if (literal !== null) {
        text += literal;
        continue;
      }
      if (FUSES_TEXT.has(node.kind)) {
        let suffix = '';
        if (i === last) while (++i < nodes.length) suffix += textOf(nodes[i] as AstNode);
        parts.push(this.node(node, text, suffix));
        text = '';
        continue;
      }
      if (text) parts.push(this.text(text));
      text = '';
      const exec = this.node(node, '', '');
      if (exec !== NOOP) parts.push(exec);
    }
    if (text) parts.push(this.text(text));
    if (parts.length === 0) return NOOP;
    if (parts.length === 1) return parts[0] as Exec;
    return (s) => {
      for (let i = 0; i < parts.length; i++) (parts[i] as Exec)(s);
    };
  }

  /** Compiles on the first run, whose closure then takes the runner's place: a branch no render takes costs no compile, and a first render compiles only what it shows. */
  private lazily(compile: () => Exec): Runner {
    const runner = new Runner(NOOP);
    runner.run = (s) => (runner.run = compile())(s);
    return runner;
  }

  /** A nested block, compiled the first time it runs. */
  private nested(nodes: readonly AstNode[]): Runner {
    return nodes.length === 0 ? NOTHING : this.lazily(() => this.block(nodes));
  }

  private text(text: string): Exec {
    return (s) => s.append(text);
  }

  private args(args: TagArguments | null): readonly string[] {
    return args === null ? EMPTY_ARGS : Object.freeze(args.args);
  }

  private formatters(calls: readonly FormatterCall[] | null): BoundFormatter[] {
    if (calls === null) return [];
    return calls.map((call) => {
      const plugin = this.env.formatters.get(call.name) as FormatterPlugin<unknown>;
      const args = this.args(call.args);
      return { plugin, args, parsed: plugin.prepare ? plugin.prepare(args) : args, name: call.name };
    });
  }

  /** Applies a chain; false when a plugin threw (the error is recorded). */
  private static applyChain(state: RenderState, chain: readonly BoundFormatter[], vars: TemplateVariable[], source: string, offset: number): boolean {
    state.at(source, offset);
    let i = 0;
    try {
      for (; i < chain.length; i++) {
        const f = chain[i] as BoundFormatter;
        f.plugin.apply(f.args, vars, state, f.parsed);
      }
      return true;
    } catch (error) {
      state.at(source, offset);
      failure(state, 'Formatter', (chain[i] as BoundFormatter).name, error);
      return false;
    }
  }

  /** A predicate's test as a closure: its result, or null when it threw (the error is recorded). */
  private test(name: string, tagArgs: TagArguments | null, offset: number): (state: RenderState) => boolean | null {
    const plugin = this.env.predicates.get(name);
    const args = this.args(tagArgs);
    if (plugin === undefined) return () => false;
    const parsed = plugin.prepare ? plugin.prepare(args) : args;
    const source = this.source;
    const apply = plugin.apply;
    return (state) => {
      state.at(source, offset);
      try {
        return apply.call(plugin, args, state, parsed);
      } catch (error) {
        state.at(source, offset);
        failure(state, 'Predicate', name, error);
        return null;
      }
    };
  }

  private alternate(or: OrNode | null): Runner {
    return or === null ? NOTHING : this.lazily(() => this.or(or));
  }

  private or(node: OrNode): Exec {
    if (node.name === null) return this.block(node.body);
    const body = this.nested(node.body);
    const alternate = this.alternate(node.alternate);
    const test = this.test(node.name, node.args, node.offset);
    return (s) => {
      const result = test(s);
      if (result) body.run(s);
      else if (result === false) alternate.run(s);
    };
  }

  /** Compiles one instruction; fusing kinds append `prefix` before and `suffix` after their output. */
  private node(node: AstNode, prefix: string, suffix: string): Exec {
    const source = this.source;
    const offset = node.offset;
    switch (node.kind) {
      case 'variable': {
        const paths = node.paths;
        const chain = this.formatters(node.formatters);
        const path = paths[0] as readonly PathSegment[];
        const single = paths.length === 1;
        const name = single ? plainName(path) : null;
        if (single && chain.length === 0) {
          return name !== null ? (s) => emitValue(s, lookupName(name, s.frame), prefix, suffix) : (s) => emitValue(s, resolveFrom(path, s.frame), prefix, suffix);
        }
        if (single && chain.every((f) => f.plugin.format !== undefined)) {
          return (s) => {
            let value = resolvePath(path, name, s.frame);
            let i = 0;
            try {
              for (; i < chain.length; i++) {
                const f = chain[i] as BoundFormatter;
                value = (f.plugin.format as NonNullable<FormatterPlugin['format']>)(value, f.parsed);
              }
            } catch (error) {
              s.at(source, offset);
              failure(s, 'Formatter', (chain[i] as BoundFormatter).name, error);
              value = null;
            }
            emitValue(s, value, prefix, suffix);
          };
        }
        return (s) => {
          if (prefix !== '') s.append(prefix);
          const frame = s.frame;
          const vars: TemplateVariable[] = single ? [{ value: resolvePath(path, name, frame) }] : paths.map((p) => ({ value: resolveFrom(p, frame) }));
          const first = vars[0] as TemplateVariable;
          s.frame = new Frame(first.value, frame);
          const ok = NodeCompiler.applyChain(s, chain, vars, source, offset);
          s.frame = frame;
          if (ok) emitValue(s, first.value);
          if (suffix !== '') s.append(suffix);
        };
      }
      case 'bindvar': {
        const { name, paths } = node;
        const chain = this.formatters(node.formatters);
        const path = paths[0] as readonly PathSegment[];
        const simple = paths.length === 1 && chain.length === 0;
        const plain = simple ? plainName(path) : null;
        return (s) => {
          if (prefix !== '') s.append(prefix);
          if (simple) s.setVar(name, resolvePath(path, plain, s.frame));
          else {
            const frame = s.frame;
            const vars: TemplateVariable[] = paths.map((p) => ({ value: resolveFrom(p, frame) }));
            if (NodeCompiler.applyChain(s, chain, vars, source, offset)) s.setVar(name, (vars[0] as TemplateVariable).value);
          }
          if (suffix !== '') s.append(suffix);
        };
      }
      case 'ctxvar': {
        const { name, bindings } = node;
        return (s) => {
          const object: Record<string, unknown> = {};
          for (const [key, path] of bindings) {
            const value = resolveFrom(path, s.frame);
            Object.defineProperty(object, key, { value: value === undefined ? null : value, enumerable: true, writable: true, configurable: true });
          }
          s.setVar(name, object);
        };
      }
      case 'inject': {
        const { name, path } = node;
        return (s) => s.setVar(name, s.inject(path));
      }
      case 'macro': {
        const { name } = node;
        const body = this.nested(node.body);
        let macro: CompiledUnit | undefined;
        return (s) => {
          macro ??= { source, run: (state) => body.run(state), errors: [] };
          (s.frame.macros ??= new Map()).set(name, macro);
        };
      }
      case 'section': {
        const { path } = node;
        const body = this.nested(node.body);
        const alternate = this.alternate(node.alternate);
        const name = plainName(path);
        return (s) => {
          if (prefix !== '') s.append(prefix);
          const frame = s.frame;
          const value = name !== null ? getMember(frame.node, name) : s.resolveLocal(path);
          s.frame = new Frame(value, frame);
          if (isTruthy(value)) body.run(s);
          else alternate.run(s);
          s.frame = frame;
          if (suffix !== '') s.append(suffix);
        };
      }
      case 'repeated': {
        const { path } = node;
        const body = this.nested(node.body);
        const between = node.alternatesWith.length ? this.nested(node.alternatesWith) : null;
        const alternate = this.alternate(node.alternate);
        return (s) => {
          if (prefix !== '') s.append(prefix);
          const items = s.resolveLocal(path);
          if (Array.isArray(items) && items.length !== 0) {
            const frame = s.push(items);
            const last = items.length - 1;
            const element = new Frame(undefined, frame);
            for (let i = 0; i <= last; i++) {
              frame.index = i;
              const item: unknown = items[i];
              element.node = item === undefined || typeof item === 'function' ? undefined : item;
              element.vars = null;
              element.macros = null;
              s.frame = element;
              body.run(s);
              if (between !== null && i < last) between.run(s);
            }
            s.frame = frame;
            s.pop();
          } else alternate.run(s);
          if (suffix !== '') s.append(suffix);
        };
      }
      case 'predicate': {
        const test = this.test(node.name, node.args, offset);
        const body = this.nested(node.body);
        const alternate = this.alternate(node.alternate);
        return (s) => {
          if (prefix !== '') s.append(prefix);
          const result = test(s);
          if (result) body.run(s);
          else if (result === false) alternate.run(s);
          if (suffix !== '') s.append(suffix);
        };
      }
      case 'if': {
        const { operators } = node;
        const paths = node.paths;
        const names = paths.map(plainName);
        const body = this.nested(node.body);
        const alternate = this.alternate(node.alternate);
        if (paths.length === 0) {
          return (s) => {
            if (prefix !== '') s.append(prefix);
            s.at(source, offset);
            s.error('INVALID_VALUE', 'IF instruction has no variables');
            if (suffix !== '') s.append(suffix);
          };
        }
        return (s) => {
          if (prefix !== '') s.append(prefix);
          const frame = s.frame;
          let result = isTruthy(resolvePath(paths[0] as readonly PathSegment[], names[0] as string | null, frame));
          for (let i = 1; i < paths.length; i++) {
            const value = isTruthy(resolvePath(paths[i] as readonly PathSegment[], names[i] as string | null, frame));
            const and = operators[i - 1] === 1;
            result = and ? result && value : result || value;
            if (and ? !result : result) break;
          }
          if (result) body.run(s);
          else alternate.run(s);
          if (suffix !== '') s.append(suffix);
        };
      }
      case 'eval':
        return this.evaluation(node.code, offset);
      case 'include': {
        const { name } = node;
        const output = node.args.args.includes('output');
        return (s) => {
          if (!s.settings.enableInclude) return;
          s.at(source, offset);
          const partial = s.findPartial(name);
          if (partial === undefined) {
            s.error('PARTIAL_MISSING', `Attempt to apply partial which could not be found: '${name}'`);
            return;
          }
          const saved = s.out;
          if (!output) s.out = '';
          if (s.enterPartial(name)) {
            partial.run(s);
            s.exitPartial();
          }
          s.at(source, offset);
          if (!output) s.out = saved;
        };
      }
      default:
        return NOOP;
    }
  }

  private evaluation(code: string, offset: number): Exec {
    const source = this.source;
    const debug = code.startsWith('#');
    const raw = debug ? code.slice(1) : code;
    let expr: CompiledExpression | undefined;
    return (s) => {
      if (!s.settings.enableExpr) return;
      expr ??= compileExpression(raw, this.env.exprLimits);
      s.at(source, offset);
      if (expr.errors.length) {
        if (s.firstTime(expr)) for (const e of expr.errors) s.error('EXPRESSION_PARSE', `Error parsing expression: ${JSON.stringify(raw)}: ${e}`);
        if (debug) emitValue(s, describeExpression(expr));
        return;
      }
      if (debug) emitValue(s, describeExpression(expr));
      const before = s.errors.length;
      const outer = s.frame;
      const temp = s.push(outer.node);
      const compiled = expr;
      const value = evaluateExpression(compiled, {
        resolve: (path) => resolveFrom(path, temp),
        define: (name, v) => {
          temp.setVar(name, v);
        },
        fail: (message) => s.error('EXPRESSION_REDUCE', `Error reducing expression: ${compiled.source}: ${message}`),
      });
      s.frame = outer;
      if (s.errors.length !== before) return;
      if (temp.vars !== null) for (let i = 0; i < temp.vars.length; i += 2) s.setVar(temp.vars[i] as string, temp.vars[i + 1]);
      if (value !== undefined) {
        if (debug) s.append(' -> ');
        emitValue(s, value);
      }
    };
  }
}
