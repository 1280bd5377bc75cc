import type {
  AstNode,
  BlockNode,
  FormatterCall,
  OrNode,
  RepeatedNode,
  TagArguments,
  TemplateAst,
} from './ast';
import { lexTemplate } from './lexTemplate';
import type { PathSegment } from './plugin';
import type { TemplateError, TemplateErrorCode } from './TemplateError';
import { splitPath } from './values';

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

const WORD = '[a-zA-Z][a-zA-Z0-9_-]*';
const SEGMENT = `\\d+|(?:@|\\$)?${WORD}|@`;
const sticky = (source: string): RegExp => new RegExp(source, 'y');
const RE_WORD = sticky(WORD);
const RE_WHITESPACE = sticky('[ \\f\\n\\r\\t\\u000b]+');
const RE_FORMATTER_ARGS = sticky('[^|}]+');
const RE_ARGS = sticky('[^}]+');
const RE_OPERATOR = sticky('&&|\\|\\|');
const RE_PREDICATE = sticky(`${WORD}\\?`);
const RE_VARIABLE = sticky(`(?:${SEGMENT})(?:\\.(?:${SEGMENT}))*`);
const RE_DEFINITION = sticky(`@${WORD}`);
const RE_FILE_PATH = sticky('[./a-zA-Z0-9_-]+');
const RE_SEPARATOR = sticky(' *, *');

/** Instruction keywords after the `.` of a tag, longest-unambiguous first per leading letter. */
const KEYWORDS = 'alternates with|ctx|end|eof|eval|if|include|inject|macro|meta-left|meta-right|newline|or|repeated section|section|space|tab|var';
type Keyword =
  | 'alternates-with' | 'ctx' | 'end' | 'eof' | 'eval' | 'if' | 'include' | 'inject' | 'macro'
  | 'meta-left' | 'meta-right' | 'newline' | 'or' | 'repeated' | 'section' | 'space' | 'tab' | 'var';

/** Control instructions fed to the assembler besides AST nodes. */
type Control = { kind: 'end' | 'eof' | 'alternates-with'; offset: number };
type Instruction = AstNode | OrNode | Control;

/** Cursor over a tag body, matching sticky patterns against the whole source. */
class TagCursor {
  start = 0;
  end = 0;
  matchEnd = 0;
  constructor(private readonly source: string) {}

  match(pattern: RegExp, at: number = this.start): string | null {
    pattern.lastIndex = at;
    const found = pattern.exec(this.source);
    if (found === null) return null;
    this.matchEnd = pattern.lastIndex;
    return found[0];
  }
  test(pattern: RegExp, at: number): boolean {
    pattern.lastIndex = at;
    if (!pattern.test(this.source)) return false;
    this.matchEnd = pattern.lastIndex;
    return true;
  }
  consume(): void {
    this.start = this.matchEnd;
  }
  complete(): boolean {
    return this.start === this.end;
  }
  space(): boolean {
    if (this.source.charCodeAt(this.start) !== 32) return false;
    this.matchEnd = this.start + 1;
    return true;
  }
  keyword(): Keyword | null {
    for (const text of KEYWORDS.split('|')) {
      if (this.source.startsWith(text, this.start)) {
        this.matchEnd = this.start + text.length;
        return (text === 'repeated section' ? 'repeated' : text.replace(' ', '-')) as Keyword;
      }
    }
    return null;
  }
  args(): TagArguments | null {
    const raw = this.match(RE_ARGS);
    if (raw === null) return null;
    const delimiter = raw[0] as string;
    const args = raw.slice(1).split(delimiter);
    return { args: args.length === 1 && !args[0] ? [] : args, delimiter };
  }
  variable(): PathSegment[] | null {
    const raw = this.match(RE_VARIABLE);
    return raw === null ? null : splitPath(raw);
  }
  variables(): PathSegment[][] | null {
    let at = this.start;
    let result: PathSegment[][] | null = null;
    for (;;) {
      const raw = this.match(RE_VARIABLE, at);
      if (raw === null) {
        if (at !== this.start) return null;
        break;
      }
      (result ??= []).push(splitPath(raw));
      at = this.matchEnd;
      if (!this.test(RE_SEPARATOR, at)) break;
      at = this.matchEnd;
    }
    return result;
  }
  formatters(): FormatterCall[] | null {
    let at = this.start;
    if (this.source.charCodeAt(at++) !== 124 || this.source.charCodeAt(at) === 124) return null;
    let separated = false;
    let result: FormatterCall[] | null = null;
    for (;;) {
      const name = this.match(RE_WORD, at);
      if (name === null) {
        if (separated) return null;
        break;
      }
      at = this.matchEnd;
      const raw = this.match(RE_FORMATTER_ARGS, at);
      let args: TagArguments | null = null;
      if (raw !== null) {
        const delimiter = raw[0] as string;
        args = { args: raw.slice(1).split(delimiter), delimiter };
        at = this.matchEnd;
      }
      (result ??= []).push({ name, args });
      if (this.source.charCodeAt(at++) !== 124) break;
      separated = true;
    }
    return result;
  }
  ifExpression(): [(0 | 1)[], PathSegment[][]] | null {
    const paths: PathSegment[][] = [];
    const operators: (0 | 1)[] = [];
    let sawOperator = false;
    let at = this.start;
    for (;;) {
      const raw = this.match(RE_VARIABLE, at);
      if (raw === null) {
        if (sawOperator) return null;
        break;
      }
      paths.push(splitPath(raw));
      at = this.matchEnd;
      this.test(RE_WHITESPACE, at);
      at = this.matchEnd;
      const op = this.match(RE_OPERATOR, at);
      if (op === null) break;
      operators.push(op === '&&' ? 1 : 0);
      sawOperator = true;
      at = this.matchEnd;
      this.test(RE_WHITESPACE, at);
      at = this.matchEnd;
    }
    return [operators, paths];
  }
  bindings(): [string, PathSegment[]][] | null {
    const bindings: [string, PathSegment[]][] = [];
    let at = this.start;
    for (;;) {
      const key = this.match(RE_WORD, at);
      if (key === null) break;
      at = this.matchEnd;
      if (this.source.charCodeAt(at++) !== 61) break;
      const raw = this.match(RE_VARIABLE, at);
      if (raw === null) break;
      bindings.push([key, splitPath(raw)]);
      at = this.matchEnd;
      this.test(RE_WHITESPACE, at);
      at = this.matchEnd;
    }
    return bindings.length ? bindings : null;
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
  const root: AstNode[] = [];
  const stack: (BlockNode | null)[] = [];
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
    const isBlock =
      inst.kind === 'section' || inst.kind === 'repeated' || inst.kind === 'predicate' || inst.kind === 'if' || inst.kind === 'macro';
    if (state === 'dead') return;
    if (state === 'eof') {
      report('assembler', 'AFTER_EOF', `${labelOf(inst.kind)} found after EOF`, inst.offset);
      state = 'dead';
      return;
    }
    if (isBlock) {
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
    const kind = inst.kind;
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
    switch (state) {
      case 'block':
        if (kind === 'alternates-with' || kind === 'or') notInBlock(inst);
        else if (kind === 'end') close();
        else addConsequent(inst as AstNode);
        return;
      case 'repeated':
        if (kind === 'alternates-with') state = 'alternates';
        else if (kind === 'end') close();
        else if (kind === 'or') setOr(inst as OrNode);
        else addConsequent(inst as AstNode);
        return;
      case 'alternates':
        if (kind === 'alternates-with') notInBlock(inst);
        else if (kind === 'end') close();
        else if (kind === 'or') setOr(inst as OrNode);
        else (current as RepeatedNode).alternatesWith.push(inst as AstNode);
        return;
      case 'or':
        if (kind === 'alternates-with') notInBlock(inst);
        else if (kind === 'end') close();
        else if (kind === 'or') {
          if ((current as OrNode).name === null) {
            report('assembler', 'DEAD_CODE', 'This OR_PREDICATE block will never execute', inst.offset);
          } else setOr(inst as OrNode);
        } else addConsequent(inst as AstNode);
        return;
      default:
        if (kind === 'alternates-with') notInBlock(inst);
        else if (kind === 'end') close();
        else if (kind === 'or') setOr(inst as OrNode);
        else addConsequent(inst as AstNode);
    }
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
      if (spaced) m.consume();
    }
    let name: string | null = null;
    let args: TagArguments | null = null;
    if (!isOr || spaced) {
      name = m.match(RE_PREDICATE);
      if (name === null) return false;
      if (!registries.hasPredicate(name)) report('parser', 'PREDICATE_UNKNOWN', `Predicate is unknown: ${name}`, offset);
      m.consume();
      args = m.args();
      if (args !== null) m.consume();
    }
    if (!m.complete()) return false;
    if (isOr) accept({ kind: 'or', offset, name, args, body: [], alternate: null, closed: false });
    else accept({ kind: 'predicate', offset, name: name as string, args, body: [], alternate: null, closed: false });
    return true;
  };

  const parseVariable = (offset: number): boolean => {
    const m = cursor;
    const paths = m.variables();
    if (paths === null) return false;
    m.consume();
    const formatters = m.formatters();
    if (formatters !== null) m.consume();
    if (!m.complete() || !checkFormatters(formatters, offset)) return false;
    accept({ kind: 'variable', offset, paths, formatters });
    return true;
  };

  const parseInstruction = (offset: number): boolean => {
    const m = cursor;
    if (parsePredicate(false, offset)) return true;
    const keyword = m.keyword();
    if (keyword === null) return false;
    m.consume();
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
        if (!m.space()) return false;
        m.consume();
        const name = m.match(RE_DEFINITION);
        if (name === null) return false;
        m.consume();
        if (!m.space()) return false;
        m.consume();
        if (keyword === 'ctx') {
          const bindings = m.bindings();
          if (bindings === null) return false;
          m.consume();
          if (!m.complete()) return false;
          accept({ kind: 'ctxvar', offset, name, bindings });
          return true;
        }
        const paths = m.variables();
        if (paths === null) return false;
        m.consume();
        const formatters = m.formatters();
        if (formatters !== null) m.consume();
        if (!m.complete() || !checkFormatters(formatters, offset)) return false;
        accept({ kind: 'bindvar', offset, name, paths, formatters });
        return true;
      }
      case 'eval': {
        if (!m.test(RE_WHITESPACE, m.start)) return false;
        m.consume();
        accept({ kind: 'eval', offset, code: source.substring(m.start, m.end) });
        return true;
      }
      case 'if': {
        if (!m.test(RE_WHITESPACE, m.start)) return false;
        m.consume();
        if (parsePredicate(false, offset)) return true;
        const expression = m.ifExpression();
        if (expression === null) return false;
        m.consume();
        if (!m.complete()) return false;
        accept({ kind: 'if', offset, operators: expression[0], paths: expression[1], body: [], alternate: null, closed: false });
        return true;
      }
      case 'include': {
        if (!m.space()) return false;
        const args = m.args();
        if (args === null || args.args.length < 1) return false;
        accept({ kind: 'include', offset, name: args.args[0] as string, args: { args: args.args.slice(1), delimiter: args.delimiter } });
        return true;
      }
      case 'inject': {
        if (!m.space()) return false;
        m.consume();
        const name = m.match(RE_DEFINITION);
        if (name === null) return false;
        m.consume();
        if (!m.space()) return false;
        m.consume();
        const path = m.match(RE_FILE_PATH);
        if (path === null) return false;
        m.consume();
        const args = m.args();
        accept({ kind: 'inject', offset, name, path, args });
        return true;
      }
      case 'macro': {
        if (!m.space()) return false;
        m.consume();
        const name = m.match(RE_FILE_PATH);
        if (name === null) return false;
        m.consume();
        if (!m.complete()) return false;
        accept({ kind: 'macro', offset, name, body: [], closed: false });
        return true;
      }
      case 'or':
        return parsePredicate(true, offset);
      case 'repeated':
      case 'section': {
        if (!m.test(RE_WHITESPACE, m.start)) return false;
        m.consume();
        const path = m.variable();
        if (path === null) return false;
        m.consume();
        if (!m.complete()) return false;
        if (keyword === 'section') accept({ kind: 'section', offset, path, body: [], alternate: null, closed: false });
        else accept({ kind: 'repeated', offset, path, body: [], alternatesWith: [], alternate: null, closed: false });
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

  for (const token of lexTemplate(source)) {
    if (token.kind === 'text') accept({ kind: 'text', offset: token.start, text: source.substring(token.start, token.end) });
    else if (token.kind === 'comment') accept({ kind: 'comment', offset: token.start, text: token.text, multiline: true });
    else if (!parseTag(token.start, token.end)) {
      accept({ kind: 'text', offset: token.start, text: source.substring(token.start, token.end + 1) });
    }
  }
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
