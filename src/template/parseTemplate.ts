import { FormatterCall, IfNode, PredicateNode, RepeatedNode, SectionNode, TagArguments, TextNode, VariableNode, type AstNode, type BlockNode, type OrNode, type TemplateAst } from './ast';
import { lexTemplate } from './lexTemplate';
import { emptyList, listOf } from './listOf';
import type { PathSegment } from './plugin';
import type { TemplateError, TemplateErrorCode } from './TemplateError';
import { pathSegment } from './values';

/** Names known at parse time, used to validate formatter and predicate names. */
export interface ParseRegistries {
  /** Is this formatter registered? */
  hasFormatter(name: string): boolean;
  /** Is this predicate registered? */
  hasPredicate(name: string): boolean;
}

/** Limits applied while parsing. */
export interface ParseLimits {
  /** Maximum formatters in one chain. */
  maxFormatterChain: number;
  /** Maximum nesting of blocks. */
  maxNestingDepth: number;
}

/** Result of parsing: the AST (with the root's EOF state) and errors with offsets. */
export interface ParseResult {
  /** Parsed tree. */
  ast: TemplateAst;
  /** True when the root reached EOF cleanly. */
  reachedEof: boolean;
  /** Problems found, positions filled in from offsets. */
  errors: TemplateError[];
}

/** Character codes the tag scanner dispatches on (plain numbers, so the minifier inlines them). */
const Char = {
  Tab: 9, CarriageReturn: 13, Space: 32, Dollar: 36, Ampersand: 38, Comma: 44, Hyphen: 45, Dot: 46, Slash: 47,
  Digit0: 48, Digit9: 57, Equals: 61, Question: 63, At: 64, UpperA: 65, UpperZ: 90, Underscore: 95, LowerA: 97, LowerZ: 122, Pipe: 124,
} as const;

const isDigit = (c: number): boolean => c >= Char.Digit0 && c <= Char.Digit9;
const isLetter = (c: number): boolean => (c >= Char.LowerA && c <= Char.LowerZ) || (c >= Char.UpperA && c <= Char.UpperZ);
/** `[a-zA-Z0-9_-]`: the characters after a word's first letter. */
const isWordPart = (c: number): boolean => isLetter(c) || isDigit(c) || c === Char.Underscore || c === Char.Hyphen;
/** `[./a-zA-Z0-9_-]`: the characters of a file path (`inject`) or macro name. */
const isFilePathPart = (c: number): boolean => isWordPart(c) || c === Char.Dot || c === Char.Slash;
/** `[ \f\n\r\t\v]`. */
const isWhitespace = (c: number): boolean => c === Char.Space || (c >= Char.Tab && c <= Char.CarriageReturn);

/** `list` with `item` appended: a list starts at its first item ({@link listOf}). */
const added = <T>(list: T[] | null, item: T): T[] => (list === null ? listOf(item) : (list.push(item), list));

/** Instruction keywords after the `.` of a tag, in the order they are tried. */
const KEYWORDS: readonly string[] = [
  'alternates with', 'ctx', 'end', 'eof', 'eval', 'if', 'include', 'inject', 'macro', 'meta-left', 'meta-right', 'newline', 'or',
  'repeated section', 'section', 'space', 'tab', 'var',
];
/** {@link KEYWORDS} by the code of their first character, each list in the order they are tried. */
const KEYWORDS_BY_INITIAL: readonly (readonly string[] | undefined)[] = /* @__PURE__ */ (() => {
  const table: string[][] = [];
  for (const text of KEYWORDS) (table[text.charCodeAt(0)] ??= []).push(text);
  return table;
})();
type Keyword =
  | 'alternates-with' | 'ctx' | 'end' | 'eof' | 'eval' | 'if' | 'include' | 'inject' | 'macro'
  | 'meta-left' | 'meta-right' | 'newline' | 'or' | 'repeated' | 'section' | 'space' | 'tab' | 'var';

/** Control instructions fed to the assembler besides AST nodes. */
type Control = { kind: 'end' | 'eof' | 'alternates-with'; offset: number };
type Instruction = AstNode | OrNode | Control;

/**
 * Single-pass scanner over one tag body (`start` to `end`, the closing `}`), reading the reference's tag grammar by character
 * codes. A read that recognises something moves `start` past it; one that does not leaves `start` where it was.
 */
class TagCursor {
  start = 0;
  end = 0;
  /** End of what the last read recognised. */
  private matchEnd = 0;
  constructor(private readonly source: string) {}

  private code(at: number): number {
    return at < this.end ? this.source.charCodeAt(at) : -1;
  }
  /**
   * The code at `at`, without a bounds check, for scans of a character class: a tag body ends at its `}`, which is in no
   * class, so such a scan stops there.
   */
  private scan(at: number): number {
    return this.source.charCodeAt(at);
  }
  /** End of the word `[a-zA-Z][a-zA-Z0-9_-]*` starting at `at`, or -1. */
  private wordEnd(at: number): number {
    if (!isLetter(this.scan(at))) return -1;
    let i = at + 1;
    while (isWordPart(this.scan(i))) i++;
    return i;
  }
  /** End of one path segment starting at `at` (`12`, `name`, `@name`, `$name` or `@`), or -1. */
  private segmentEnd(at: number): number {
    if (isDigit(this.scan(at))) {
      let i = at + 1;
      while (isDigit(this.scan(i))) i++;
      return i;
    }
    const c = this.code(at);
    if (c === Char.At || c === Char.Dollar) {
      const word = this.wordEnd(at + 1);
      return word !== -1 ? word : c === Char.At ? at + 1 : -1;
    }
    return this.wordEnd(at);
  }
  /** End of the spaces at `at` (none: `at`). */
  private spacesEnd(at: number): number {
    while (this.code(at) === Char.Space) at++;
    return at;
  }
  /** End of the whitespace at `at` (none: `at`). */
  private whitespaceEnd(at: number): number {
    while (isWhitespace(this.scan(at))) at++;
    return at;
  }
  /** Arguments written after a name, split on their first character (the delimiter). */
  private splitArguments(from: number, to: number): TagArguments {
    const delimiter = this.source.charAt(from);
    return new TagArguments(this.source.substring(from + 1, to).split(delimiter), delimiter);
  }
  /** The segment from `from` to `to`: digits as {@link pathSegment} reads them, else the text. */
  private segment(from: number, to: number): PathSegment {
    const text = this.source.substring(from, to);
    return isDigit(this.scan(from)) ? pathSegment(text) : text;
  }
  /** A dotted variable path at `at`, split into segments as it is read (its end in `matchEnd`); null when none starts there. */
  private pathAt(at: number): PathSegment[] | null {
    let stop = this.segmentEnd(at);
    if (stop === -1) return null;
    const segments = listOf(this.segment(at, stop));
    for (let next; this.code(stop) === Char.Dot && (next = this.segmentEnd(stop + 1)) !== -1; stop = next) segments.push(this.segment(stop + 1, next));
    this.matchEnd = stop;
    return segments;
  }

  /** `value`, with `start` moved to `matchEnd` when it is not null. */
  private took<T>(value: T | null): T | null {
    if (value !== null) this.start = this.matchEnd;
    return value;
  }
  complete(): boolean {
    return this.start === this.end;
  }
  /** Is a space next? (Reads nothing.) */
  atSpace(): boolean {
    return this.code(this.start) === Char.Space;
  }
  /** One space. */
  space(): boolean {
    if (!this.atSpace()) return false;
    this.start++;
    return true;
  }
  /** At least one whitespace character. */
  whitespace(): boolean {
    const stop = this.whitespaceEnd(this.start);
    if (stop === this.start) return false;
    this.start = stop;
    return true;
  }
  /** A dotted variable path, split into segments as it is read. */
  path(): PathSegment[] | null {
    return this.took(this.pathAt(this.start));
  }
  /** The keyword at `start`, named as its instruction (`repeated section` is `repeated`, `alternates with` is `alternates-with`). */
  keyword(): Keyword | null {
    const first = this.code(this.start);
    const candidates = first === -1 ? undefined : KEYWORDS_BY_INITIAL[first];
    if (candidates === undefined) return null;
    for (const text of candidates) {
      if (this.source.startsWith(text, this.start)) {
        this.start += text.length;
        return (text.length < 15 ? text : text === 'repeated section' ? 'repeated' : 'alternates-with') as Keyword;
      }
    }
    return null;
  }
  /** A predicate name: a word followed by `?`. */
  predicateName(): string | null {
    const stop = this.wordEnd(this.start);
    if (stop === -1 || this.code(stop) !== Char.Question) return null;
    const name = this.source.substring(this.start, stop + 1);
    this.start = stop + 1;
    return name;
  }
  /** A variable definition name: `@` and a word. */
  definition(): string | null {
    if (this.code(this.start) !== Char.At) return null;
    const stop = this.wordEnd(this.start + 1);
    if (stop === -1) return null;
    const name = this.source.substring(this.start, stop);
    this.start = stop;
    return name;
  }
  /** ` @name `: a variable definition name between single spaces. */
  spacedDefinition(): string | null {
    const from = this.start;
    if (this.space()) {
      const name = this.definition();
      if (name !== null && this.space()) return name;
    }
    this.start = from;
    return null;
  }
  /** A file path or macro name: `[./a-zA-Z0-9_-]+`. */
  filePath(): string | null {
    let stop = this.start;
    while (isFilePathPart(this.scan(stop))) stop++;
    if (stop === this.start) return null;
    const path = this.source.substring(this.start, stop);
    this.start = stop;
    return path;
  }
  /** The rest of the tag as arguments (the first character is their delimiter). */
  args(): TagArguments | null {
    if (this.start >= this.end) return null;
    const args = this.splitArguments(this.start, this.end);
    this.start = this.end;
    return args.args.length === 1 && !args.args[0] ? new TagArguments(emptyList(), args.delimiter) : args;
  }
  /** Paths separated by ` *, *`. */
  variables(): PathSegment[][] | null {
    let at = this.start;
    let result: PathSegment[][] | null = null;
    for (;;) {
      const path = this.pathAt(at);
      if (path === null) {
        if (at !== this.start) return null;
        break;
      }
      result = added(result, path);
      const separator = this.spacesEnd(this.matchEnd);
      if (this.code(separator) !== Char.Comma) break;
      at = this.spacesEnd(separator + 1);
    }
    return this.took(result);
  }
  /** `|name args|name args...`, which always runs to the end of the tag; arguments run to the next `|`. */
  formatters(): FormatterCall[] | null {
    if (this.code(this.start) !== Char.Pipe || this.code(this.start + 1) === Char.Pipe) return null;
    let at = this.start + 1;
    let calls: FormatterCall[] | null = null;
    for (;;) {
      const nameEnd = this.wordEnd(at);
      if (nameEnd === -1) return null;
      const name = this.source.substring(at, nameEnd);
      at = nameEnd;
      while (at < this.end && this.code(at) !== Char.Pipe) at++;
      calls = added(calls, new FormatterCall(name, at > nameEnd ? this.splitArguments(nameEnd, at) : null));
      if (this.code(at++) !== Char.Pipe) break;
    }
    this.start = this.end;
    return calls;
  }
  /** Paths joined by `&&` or `||`, with optional whitespace around each operator, as an `{.if}` at `offset`. */
  ifExpression(offset: number): IfNode | null {
    let paths: PathSegment[][] | null = null;
    let operators: (0 | 1)[] | null = null;
    let at = (this.matchEnd = this.start);
    for (;;) {
      const path = this.pathAt(at);
      if (path === null) {
        if (operators !== null) return null;
        break;
      }
      paths = added(paths, path);
      at = this.matchEnd = this.whitespaceEnd(this.matchEnd);
      const op = this.code(at);
      if ((op !== Char.Ampersand && op !== Char.Pipe) || this.code(at + 1) !== op) break;
      operators = added(operators, op === Char.Ampersand ? 1 : 0);
      at = this.matchEnd = this.whitespaceEnd(at + 2);
    }
    return this.took(new IfNode(offset, operators ?? emptyList(), paths ?? emptyList()));
  }
  /** `key=path` pairs separated by whitespace. */
  bindings(): [string, PathSegment[]][] | null {
    const bindings: [string, PathSegment[]][] = [];
    let at = this.start;
    for (;;) {
      const keyEnd = this.wordEnd(at);
      if (keyEnd === -1) break;
      this.matchEnd = keyEnd;
      if (this.code(keyEnd) !== Char.Equals) break;
      const path = this.pathAt(keyEnd + 1);
      if (path === null) break;
      bindings.push([this.source.substring(at, keyEnd), path]);
      at = this.matchEnd = this.whitespaceEnd(this.matchEnd);
    }
    return this.took(bindings.length ? bindings : null);
  }
}

const labelOf = (kind: string): string => (kind === 'or' ? 'OR_PREDICATE' : kind.replace('-', '_').toUpperCase());

type State = 'root' | 'block' | 'if' | 'or' | 'predicate' | 'repeated' | 'alternates' | 'section' | 'eof' | 'dead';

/** Parses template source into an AST, following the reference's tag grammar and block state machine. */
export function parseTemplate(source: string, registries: ParseRegistries, limits: ParseLimits): ParseResult {
  const errors: { type: TemplateError['type']; code: TemplateErrorCode; message: string; offset: number }[] = [];
  const report = (type: TemplateError['type'], code: TemplateErrorCode, message: string, offset: number): void => {
    errors.push({ type, code, message, offset });
  };
  const root: AstNode[] = emptyList();
  const stack: (BlockNode | null)[] = emptyList();
  let current: BlockNode | null = null;
  let state: State = 'root';
  let reachedEof = false;
  const cursor = new TagCursor(source);

  const bodyOf = (block: BlockNode | null): AstNode[] => (block === null ? root : block.body);
  const stateFor = (block: BlockNode | null): State =>
    block === null ? 'root' : block.kind === 'macro' ? 'block' : block.kind;
  const addConsequent = (node: AstNode): void => {
    bodyOf(current).push(node);
  };
  const close = (): void => {
    if (current !== null) current.closed = true;
    current = stack.pop() ?? null;
    state = stateFor(current);
  };
  const setOr = (or: OrNode): void => {
    (current as Exclude<BlockNode, { kind: 'macro' }>).alternate = or;
    current = or;
    state = 'or';
  };
  const eofInBlock = (offset: number): void => {
    report('assembler', 'EOF_IN_BLOCK', `Reached EOF in the middle of block ${labelOf(current?.kind ?? 'root')}`, offset);
    const open = [...stack.slice(1), current] as BlockNode[];
    for (const block of open) report('assembler', 'UNCLOSED_BLOCK', `Unclosed block ${labelOf(block.kind)}`, block.offset);
  };
  const notInBlock = (inst: Instruction): void => {
    report('assembler', 'NOT_ALLOWED_IN_BLOCK', `${labelOf(inst.kind)} instruction is not allowed inside ${labelOf(current?.kind ?? 'root')} block`, inst.offset);
  };

  const accept = (inst: Instruction): void => {
    const kind = inst.kind;
    if (state === 'dead') return;
    if (state === 'eof') {
      report('assembler', 'AFTER_EOF', `${labelOf(kind)} found after EOF`, inst.offset);
      state = 'dead';
      return;
    }
    if (kind === 'section' || kind === 'repeated' || kind === 'predicate' || kind === 'if' || kind === 'macro') {
      if (stack.length >= limits.maxNestingDepth) {
        report('assembler', 'NESTING_LIMIT', `Blocks nested deeper than ${limits.maxNestingDepth}`, inst.offset);
        state = 'dead';
        return;
      }
      addConsequent(inst as AstNode);
      stack.push(current);
      current = inst as BlockNode;
      state = stateFor(current);
      return;
    }
    if (state === 'root') {
      if (kind === 'eof') {
        reachedEof = true;
        state = 'eof';
      } else if (kind === 'end' || kind === 'alternates-with' || kind === 'or') {
        report('assembler', 'NOT_ALLOWED_AT_ROOT', `${labelOf(kind)} block not allowed at root`, inst.offset);
      } else addConsequent(inst as AstNode);
      return;
    }
    if (kind === 'eof') {
      eofInBlock(inst.offset);
      return;
    }
    if (kind === 'end') close();
    else if (kind === 'alternates-with') {
      if (state === 'repeated') state = 'alternates';
      else notInBlock(inst);
    } else if (kind === 'or') {
      if (state === 'block') notInBlock(inst);
      else if (state === 'or' && (current as OrNode).name === null) {
        report('assembler', 'DEAD_CODE', 'This OR_PREDICATE block will never execute', inst.offset);
      } else setOr(inst as OrNode);
    } else if (state === 'alternates') (current as RepeatedNode).alternatesWith.push(inst as AstNode);
    else addConsequent(inst as AstNode);
  };

  /** {@link accept} for a text node, the most common instruction, without the tests that only other kinds need. */
  const acceptText = (node: AstNode): void => {
    if (state === 'eof' || state === 'dead') accept(node);
    else if (state === 'alternates') (current as RepeatedNode).alternatesWith.push(node);
    else bodyOf(current).push(node);
  };

  const checkFormatters = (formatters: FormatterCall[] | null, offset: number): boolean => {
    if (formatters === null) return true;
    for (const call of formatters) {
      if (!registries.hasFormatter(call.name)) {
        report('parser', 'FORMATTER_UNKNOWN', `Formatter is unknown: ${call.name}`, offset);
        return false;
      }
    }
    if (formatters.length > limits.maxFormatterChain) {
      report('parser', 'FORMATTER_CHAIN_LIMIT', `Formatter chain longer than ${limits.maxFormatterChain}`, offset);
      return false;
    }
    return true;
  };

  const parsePredicate = (isOr: boolean, offset: number): boolean => {
    const m = cursor;
    let spaced = false;
    if (isOr) {
      spaced = m.space();
    }
    let name: string | null = null;
    let args: TagArguments | null = null;
    if (!isOr || spaced) {
      name = m.predicateName();
      if (name === null) return false;
      if (!registries.hasPredicate(name)) report('parser', 'PREDICATE_UNKNOWN', `Predicate is unknown: ${name}`, offset);
      args = m.args();
    }
    if (!m.complete()) return false;
    accept(new PredicateNode(isOr ? 'or' : 'predicate', offset, name as string, args) as OrNode | PredicateNode);
    return true;
  };

  const parseVariable = (offset: number): boolean => {
    const m = cursor;
    const paths = m.variables();
    if (paths === null) return false;
    const formatters = m.formatters();
    if (!m.complete() || !checkFormatters(formatters, offset)) return false;
    accept(new VariableNode(offset, paths, formatters));
    return true;
  };

  const parseInstruction = (offset: number): boolean => {
    const m = cursor;
    if (parsePredicate(false, offset)) return true;
    const keyword = m.keyword();
    if (keyword === null) return false;
    switch (keyword) {
      case 'alternates-with':
      case 'end':
      case 'eof':
        if (!m.complete()) return false;
        accept({ kind: keyword, offset });
        return true;
      case 'meta-left':
      case 'meta-right':
      case 'newline':
      case 'space':
      case 'tab':
        if (!m.complete()) return false;
        accept({ kind: 'literal', name: keyword, offset });
        return true;
      case 'var':
      case 'ctx': {
        const name = m.spacedDefinition();
        if (name === null) return false;
        if (keyword === 'ctx') {
          const bindings = m.bindings();
          if (bindings === null) return false;
          if (!m.complete()) return false;
          accept({ kind: 'ctxvar', offset, name, bindings });
          return true;
        }
        const paths = m.variables();
        if (paths === null) return false;
        const formatters = m.formatters();
        if (!m.complete() || !checkFormatters(formatters, offset)) return false;
        accept({ kind: 'bindvar', offset, name, paths, formatters });
        return true;
      }
      case 'eval': {
        if (!m.whitespace()) return false;
        accept({ kind: 'eval', offset, code: source.substring(m.start, m.end) });
        return true;
      }
      case 'if': {
        if (!m.whitespace()) return false;
        if (parsePredicate(false, offset)) return true;
        const node = m.ifExpression(offset);
        if (node === null || !m.complete()) return false;
        accept(node);
        return true;
      }
      case 'include': {
        if (!m.atSpace()) return false;
        const args = m.args();
        if (args === null || args.args.length < 1) return false;
        accept({ kind: 'include', offset, name: args.args[0] as string, args: new TagArguments(args.args.slice(1), args.delimiter) });
        return true;
      }
      case 'inject': {
        const name = m.spacedDefinition();
        const path = name === null ? null : m.filePath();
        if (path === null) return false;
        accept({ kind: 'inject', offset, name: name as string, path, args: m.args() });
        return true;
      }
      case 'macro': {
        if (!m.space()) return false;
        const name = m.filePath();
        if (name === null || !m.complete()) return false;
        accept({ kind: 'macro', offset, name, body: [], closed: false });
        return true;
      }
      case 'or':
        return parsePredicate(true, offset);
      case 'repeated':
      case 'section': {
        if (!m.whitespace()) return false;
        const path = m.path();
        if (path === null) return false;
        if (!m.complete()) return false;
        accept(keyword === 'section' ? new SectionNode(offset, path) : new RepeatedNode(offset, path));
        return true;
      }
    }
  };

  const parseTag = (start: number, end: number): boolean => {
    const first = source.charCodeAt(start + 1);
    if (first === 35) {
      accept({ kind: 'comment', offset: start, text: source.substring(start + 2, end), multiline: false });
      return true;
    }
    if (first === 46) {
      cursor.start = start + 2;
      cursor.end = end;
      return parseInstruction(start);
    }
    cursor.start = start + 1;
    cursor.end = end;
    return parseVariable(start);
  };

  lexTemplate(source, {
    text: (start, end) => acceptText(new TextNode(start, source.substring(start, end))),
    comment: (start, text) => accept({ kind: 'comment', offset: start, text, multiline: true }),
    tag: (start, end) => {
      if (!parseTag(start, end)) acceptText(new TextNode(start, source.substring(start, end + 1)));
    },
  });
  accept({ kind: 'eof', offset: source.length });

  return {
    ast: { body: root },
    reachedEof,
    errors: errors.map(({ type, code, message, offset }) => ({ type, code, message, ...positionOf(source, offset) })),
  };
}

/** Converts an offset to a 1-based line and column. */
export function positionOf(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
