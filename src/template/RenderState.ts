import type { PartialCallOptions, PathInput, PathSegment, PluginContext } from './plugin';
import { positionOf } from './parseTemplate';
import type { TemplateError, TemplateErrorCode } from './TemplateError';
import { asString, getMember, stepInto, toSegments } from './values';

/** Executable form of a template instruction. */
export type Exec = (state: RenderState) => void;

/** A compiled template or partial: its source (for error positions) and its body. */
export interface CompiledUnit {
  /** Source text. */
  readonly source: string;
  /** Runs the body. */
  readonly run: Exec;
  /** Parse errors of this unit. */
  readonly errors: readonly TemplateError[];
}

/** Looks up partials for a render. */
export interface PartialSource {
  /** The compiled partial, or undefined when none has this name. */
  partial(name: string): CompiledUnit | undefined;
}

/** One scope of the render stack. */
export class Frame {
  /** The value of this scope. */
  node: unknown;
  /** The enclosing scope. */
  parent: Frame | null;
  /** Iteration index while this frame's array is repeated; -1 otherwise. */
  index: number;
  /** Blocks resolution beyond this frame (private partials). */
  stop: boolean;
  /** `@name` variables as flat name/value pairs (few per frame, so a linear scan beats a Map). */
  vars: unknown[] | null;
  /** Macros defined in this frame. */
  macros: Map<string, CompiledUnit> | null;

  constructor(node: unknown, parent: Frame | null) {
    this.node = node;
    this.parent = parent;
    this.index = -1;
    this.stop = false;
    this.vars = null;
    this.macros = null;
  }

  /** Reads a variable of this frame; `undefined` when unset. */
  getVar(name: string): unknown {
    const vars = this.vars;
    if (vars === null) return undefined;
    for (let i = 0; i < vars.length; i += 2) if (vars[i] === name) return vars[i + 1];
    return undefined;
  }

  /** Defines or replaces a variable of this frame. */
  setVar(name: string, value: unknown): void {
    const vars = (this.vars ??= []);
    for (let i = 0; i < vars.length; i += 2) {
      if (vars[i] === name) {
        vars[i + 1] = value;
        return;
      }
    }
    vars.push(name, value);
  }
}

/** Settings of one render. */
export interface RenderSettings {
  locale: string;
  now: number;
  injects: Readonly<Record<string, unknown>>;
  enableExpr: boolean;
  enableInclude: boolean;
  maxOutputLength: number;
  maxPartialDepth: number;
}

const DEFAULT_TIME_ZONE = 'America/New_York';
const hasOwn = Object.prototype.hasOwnProperty;

/** Resolves one name against one frame: `@`, `@index`, `@index0`, `@vars`, or an own member of the frame's value. */
function resolveName(name: PathSegment, frame: Frame): unknown {
  if (typeof name === 'string' && name.charCodeAt(0) === 64) {
    if (name === '@') return frame.node;
    if (name === '@index' || name === '@index0') {
      return frame.index !== -1 ? frame.index + (name === '@index' ? 1 : 0) : undefined;
    }
    return frame.getVar(name);
  }
  return getMember(frame.node, name);
}

/** Resolves pre-split segments from `start`: `@` is the frame's own value, other first names search frames outward. */
export function resolveFrom(path: readonly PathSegment[], start: Frame): unknown {
  if (path.length === 0) return undefined;
  const first = path[0] as PathSegment;
  let value: unknown;
  if (first === '@') value = start.node;
  else {
    let frame: Frame | null = start;
    while (frame !== null) {
      value = resolveName(first, frame);
      if (value !== undefined || frame.stop) break;
      frame = frame.parent;
    }
  }
  for (let i = 1; i < path.length && value !== undefined; i++) value = stepInto(value, path[i] as PathSegment);
  return value;
}

/** The name of a path that is one plain name (no `@`), else null. */
export function plainName(path: readonly PathSegment[]): string | null {
  const name = path[0];
  return path.length === 1 && typeof name === 'string' && name.charCodeAt(0) !== 64 ? name : null;
}

/** Resolves a plain name by the rules of {@link resolveFrom}: frames outward, own members only. */
export function lookupName(name: string, start: Frame): unknown {
  let frame: Frame | null = start;
  do {
    const value = getMember(frame.node, name);
    if (value !== undefined || frame.stop) return value;
  } while ((frame = frame.parent) !== null);
  return undefined;
}

/** Resolves `path` from `start`; `name` is its {@link plainName}, found once at compile time. */
export function resolvePath(path: readonly PathSegment[], name: string | null, start: Frame): unknown {
  return name !== null ? lookupName(name, start) : resolveFrom(path, start);
}

/** Mutable state of one render; also the context handed to plugins. */
export class RenderState implements PluginContext {
  out = '';
  frame: Frame;
  partialDepth = 0;
  errors: TemplateError[] = [];
  source: string;
  offset = 0;
  private overflowed = false;
  private readonly maxOutput: number;
  private reported: Set<unknown> | null = null;

  constructor(
    readonly root: unknown,
    readonly settings: RenderSettings,
    readonly partials: PartialSource,
    main: CompiledUnit,
  ) {
    this.frame = new Frame(root, null);
    this.maxOutput = settings.maxOutputLength;
    this.source = main.source;
  }

  /** Sets the source position used by the next reported error. */
  at(source: string, offset: number): void {
    this.source = source;
    this.offset = offset;
  }

  get locale(): string {
    return this.settings.locale;
  }

  get now(): number {
    return this.settings.now;
  }

  /** Appends text, enforcing the output limit. */
  append(text: string): void {
    this.out += text;
    if (this.out.length > this.maxOutput) this.overflow();
  }

  private overflow(): void {
    this.out = this.out.slice(0, this.maxOutput);
    if (this.overflowed) return;
    this.overflowed = true;
    this.report('engine', 'OUTPUT_LIMIT', `Output exceeds the maximum length of ${this.maxOutput} characters`);
  }

  /** Pushes a scope for `node`. */
  push(node: unknown): Frame {
    return (this.frame = new Frame(node, this.frame));
  }

  /** Pops the current scope. */
  pop(): void {
    this.frame = this.frame.parent as Frame;
  }

  node(): unknown {
    return this.frame.node;
  }

  /** Resolves a section path: the first name in the current frame only, the rest as own members. */
  resolveLocal(path: readonly PathSegment[]): unknown {
    let value = resolveName(path[0] as PathSegment, this.frame);
    for (let i = 1; i < path.length && value !== undefined; i++) value = stepInto(value, path[i] as PathSegment);
    return value;
  }

  resolve(path: PathInput, fromParent = false): unknown {
    const start = fromParent && this.frame.parent !== null ? this.frame.parent : this.frame;
    return resolveFrom(toSegments(path), start);
  }

  timeZone(): string {
    const zone = getMember(lookupName('website', this.frame), 'timeZone');
    return zone === undefined ? DEFAULT_TIME_ZONE : asString(zone);
  }

  /** Defines a variable on the current frame. */
  setVar(name: string, value: unknown): void {
    this.frame.setVar(name, value);
  }

  /** Records an error at the current position. */
  report(type: TemplateError['type'], code: TemplateErrorCode, message: string): void {
    this.errors.push({ type, code, message, ...positionOf(this.source, this.offset) });
  }

  error(code: TemplateErrorCode, message: string): void {
    this.report('engine', code, message);
  }

  /** True the first time `key` is seen in this render. */
  firstTime(key: unknown): boolean {
    const seen = (this.reported ??= new Set());
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }

  /** Finds a macro (frames outward) or a partial by name; reports partial parse errors once per render. */
  findPartial(name: string): CompiledUnit | undefined {
    for (let frame: Frame | null = this.frame; frame !== null; frame = frame.parent) {
      const macro = frame.macros?.get(name);
      if (macro !== undefined) return macro;
    }
    const partial = this.partials.partial(name);
    if (partial !== undefined && partial.errors.length > 0 && this.firstTime(partial)) {
      for (const e of partial.errors) this.report('engine', 'PARTIAL_PARSE_FAILED', `Parse of partial failed: "${name}": ${e.message}`);
    }
    return partial;
  }

  /** Enters a partial; false (with an error) past the depth limit. The depth is not restored on failure, as in the reference. */
  enterPartial(name: string): boolean {
    if (++this.partialDepth > this.settings.maxPartialDepth) {
      this.report('engine', 'RECURSION_LIMIT', `Attempt to apply partial '${name}' exceeded maximum recursion depth of ${this.settings.maxPartialDepth}`);
      return false;
    }
    return true;
  }

  /** Leaves a partial entered successfully. */
  exitPartial(): void {
    this.partialDepth--;
  }

  renderPartial(name: string, node: unknown, options?: PartialCallOptions): string | undefined {
    const unit = this.findPartial(name);
    if (unit === undefined) {
      this.report('engine', 'PARTIAL_MISSING', `Attempt to apply partial which could not be found: '${name}'`);
      return undefined;
    }
    if (!this.enterPartial(name)) return undefined;
    const savedOut = this.out;
    const savedSource = this.source;
    const savedOffset = this.offset;
    this.out = '';
    const frame = this.push(node);
    frame.stop = options?.private === true;
    if (options?.args !== undefined) this.setVar('@args', options.args);
    try {
      unit.run(this);
      return this.out;
    } finally {
      this.frame = frame.parent as Frame;
      this.out = savedOut;
      this.source = savedSource;
      this.offset = savedOffset;
      this.exitPartial();
    }
  }

  /** Reads an injected value by path (own keys only); falsy values count as missing, as in the reference. */
  inject(path: string): unknown {
    const injects = this.settings.injects;
    return hasOwn.call(injects, path) && injects[path] ? injects[path] : undefined;
  }
}
