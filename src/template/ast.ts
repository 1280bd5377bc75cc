import { emptyList } from './listOf';
import type { PathSegment } from './plugin';

// The parser makes the nodes every template has many of (text, variables, blocks, formatter calls, arguments) with `new`:
// V8 pretenures the objects of a literal once most of them outlive a young collection (as a long first parse's do), and
// a tenured tree makes every later compile pay for old-space garbage. The rare kinds stay plain objects.

/** Arguments of a formatter, predicate, include or inject tag, split on their delimiter at parse time. */
export class TagArguments {
  /** Raw argument strings. */
  declare readonly args: readonly string[];
  /** The delimiter: the first character after the name. */
  declare readonly delimiter: string;
  constructor(args: readonly string[], delimiter: string) {
    this.args = args;
    this.delimiter = delimiter;
  }
}

/** One `|name args` step of a formatter chain. */
export class FormatterCall {
  /** Formatter name. */
  declare readonly name: string;
  /** Arguments, or null when none were written. */
  declare readonly args: TagArguments | null;
  constructor(name: string, args: TagArguments | null) {
    this.name = name;
    this.args = args;
  }
}

/** Plain text. */
export class TextNode {
  declare readonly kind: 'text';
  /** Offset of the tag's `{` in its source (of a text node: its first character). */
  declare readonly offset: number;
  declare readonly text: string;
  constructor(offset: number, text: string) {
    this.kind = 'text';
    this.offset = offset;
    this.text = text;
  }
}
/** `{a, b|f1|f2 x}`. */
export class VariableNode {
  declare readonly kind: 'variable';
  declare readonly offset: number;
  declare readonly paths: readonly (readonly PathSegment[])[];
  declare readonly formatters: readonly FormatterCall[] | null;
  constructor(offset: number, paths: readonly (readonly PathSegment[])[], formatters: readonly FormatterCall[] | null) {
    this.kind = 'variable';
    this.offset = offset;
    this.paths = paths;
    this.formatters = formatters;
  }
}
/** `{.section path}`. */
export class SectionNode {
  declare readonly kind: 'section';
  declare readonly offset: number;
  declare readonly path: readonly PathSegment[];
  declare readonly body: AstNode[];
  declare alternate: OrNode | null;
  declare closed: boolean;
  constructor(offset: number, path: readonly PathSegment[]) {
    this.kind = 'section';
    this.offset = offset;
    this.path = path;
    this.body = emptyList();
    this.alternate = null;
    this.closed = false;
  }
}
/** `{.repeated section path}` with optional `{.alternates with}`. */
export class RepeatedNode {
  declare readonly kind: 'repeated';
  declare readonly offset: number;
  declare readonly path: readonly PathSegment[];
  declare readonly body: AstNode[];
  declare readonly alternatesWith: AstNode[];
  declare alternate: OrNode | null;
  declare closed: boolean;
  constructor(offset: number, path: readonly PathSegment[]) {
    this.kind = 'repeated';
    this.offset = offset;
    this.path = path;
    this.body = emptyList();
    this.alternatesWith = emptyList();
    this.alternate = null;
    this.closed = false;
  }
}
/** `{.name? args}`; as an `{.or}` (kind `or`), the else branch of a block, `{.or}` (name null) or `{.or name? args}`. */
export class PredicateNode<Kind extends 'predicate' | 'or' = 'predicate'> {
  declare readonly kind: Kind;
  declare readonly offset: number;
  declare readonly name: Kind extends 'or' ? string | null : string;
  declare readonly args: TagArguments | null;
  declare readonly body: AstNode[];
  declare alternate: OrNode | null;
  declare closed: boolean;
  constructor(kind: Kind, offset: number, name: Kind extends 'or' ? string | null : string, args: TagArguments | null) {
    this.kind = kind;
    this.offset = offset;
    this.name = name;
    this.args = args;
    this.body = emptyList();
    this.alternate = null;
    this.closed = false;
  }
}
/** `{.or}` or `{.or name? args}`: the else branch of a block. */
export type OrNode = PredicateNode<'or'>;
/** `{.if a && b || c}`. Operators: 1 = AND, 0 = OR. */
export class IfNode {
  declare readonly kind: 'if';
  declare readonly offset: number;
  declare readonly operators: readonly (0 | 1)[];
  declare readonly paths: readonly (readonly PathSegment[])[];
  declare readonly body: AstNode[];
  declare alternate: OrNode | null;
  declare closed: boolean;
  constructor(offset: number, operators: readonly (0 | 1)[], paths: readonly (readonly PathSegment[])[]) {
    this.kind = 'if';
    this.offset = offset;
    this.operators = operators;
    this.paths = paths;
    this.body = emptyList();
    this.alternate = null;
    this.closed = false;
  }
}
/** `{.var @name a|f}`. */
export interface BindVarNode {
  readonly kind: 'bindvar';
  readonly offset: number;
  readonly name: string;
  readonly paths: readonly (readonly PathSegment[])[];
  readonly formatters: readonly FormatterCall[] | null;
}
/** `{.ctx @name key=path ...}`. */
export interface CtxVarNode {
  readonly kind: 'ctxvar';
  readonly offset: number;
  readonly name: string;
  readonly bindings: readonly (readonly [string, readonly PathSegment[]])[];
}
/** `{.eval expression}`. */
export interface EvalNode {
  readonly kind: 'eval';
  readonly offset: number;
  readonly code: string;
}
/** `{.include name [output]}`. */
export interface IncludeNode {
  readonly kind: 'include';
  readonly offset: number;
  readonly name: string;
  readonly args: TagArguments;
}
/** `{.inject @name path}`. */
export interface InjectNode {
  readonly kind: 'inject';
  readonly offset: number;
  readonly name: string;
  readonly path: string;
  readonly args: TagArguments | null;
}
/** `{.macro name}...{.end}`. */
export interface MacroNode {
  readonly kind: 'macro';
  readonly offset: number;
  readonly name: string;
  readonly body: AstNode[];
  closed: boolean;
}
/** `{# ...}` or `{## ... ##}`. */
export interface CommentNode {
  readonly kind: 'comment';
  readonly offset: number;
  readonly text: string;
  readonly multiline: boolean;
}
/** `{.meta-left}`, `{.meta-right}`, `{.newline}`, `{.space}`, `{.tab}`. */
export interface LiteralNode {
  readonly kind: 'literal';
  readonly offset: number;
  readonly name: 'meta-left' | 'meta-right' | 'newline' | 'space' | 'tab';
}

/** Any instruction of a template. */
export type AstNode =
  | TextNode
  | VariableNode
  | SectionNode
  | RepeatedNode
  | PredicateNode
  | IfNode
  | BindVarNode
  | CtxVarNode
  | EvalNode
  | IncludeNode
  | InjectNode
  | MacroNode
  | CommentNode
  | LiteralNode;

/** Block instructions that own a body. */
export type BlockNode = SectionNode | RepeatedNode | PredicateNode | OrNode | IfNode | MacroNode;

/** A parsed template. */
export interface TemplateAst {
  readonly body: AstNode[];
}
