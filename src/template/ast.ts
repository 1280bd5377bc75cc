import type { PathSegment } from './plugin';

/** Arguments of a formatter, predicate, include or inject tag, split on their delimiter at parse time. */
export interface TagArguments {
  /** Raw argument strings. */
  readonly args: readonly string[];
  /** The delimiter: the first character after the name. */
  readonly delimiter: string;
}

/** One `|name args` step of a formatter chain. */
export interface FormatterCall {
  /** Formatter name. */
  readonly name: string;
  /** Arguments, or null when none were written. */
  readonly args: TagArguments | null;
}

/** Source offset of a tag. */
interface Positioned {
  /** Offset of the tag's `{` in its source. */
  readonly offset: number;
}

/** Plain text. */
export interface TextNode extends Positioned {
  readonly kind: 'text';
  readonly text: string;
}
/** `{a, b|f1|f2 x}`. */
export interface VariableNode extends Positioned {
  readonly kind: 'variable';
  readonly paths: readonly (readonly PathSegment[])[];
  readonly formatters: readonly FormatterCall[] | null;
}
/** `{.section path}`. */
export interface SectionNode extends Positioned {
  readonly kind: 'section';
  readonly path: readonly PathSegment[];
  readonly body: AstNode[];
  alternate: OrNode | null;
  closed: boolean;
}
/** `{.repeated section path}` with optional `{.alternates with}`. */
export interface RepeatedNode extends Positioned {
  readonly kind: 'repeated';
  readonly path: readonly PathSegment[];
  readonly body: AstNode[];
  readonly alternatesWith: AstNode[];
  alternate: OrNode | null;
  closed: boolean;
}
/** `{.name? args}`. */
export interface PredicateNode extends Positioned {
  readonly kind: 'predicate';
  readonly name: string;
  readonly args: TagArguments | null;
  readonly body: AstNode[];
  alternate: OrNode | null;
  closed: boolean;
}
/** `{.or}` or `{.or name? args}`: the else branch of a block. */
export interface OrNode extends Positioned {
  readonly kind: 'or';
  readonly name: string | null;
  readonly args: TagArguments | null;
  readonly body: AstNode[];
  alternate: OrNode | null;
  closed: boolean;
}
/** `{.if a && b || c}`. Operators: 1 = AND, 0 = OR. */
export interface IfNode extends Positioned {
  readonly kind: 'if';
  readonly operators: readonly (0 | 1)[];
  readonly paths: readonly (readonly PathSegment[])[];
  readonly body: AstNode[];
  alternate: OrNode | null;
  closed: boolean;
}
/** `{.var @name a|f}`. */
export interface BindVarNode extends Positioned {
  readonly kind: 'bindvar';
  readonly name: string;
  readonly paths: readonly (readonly PathSegment[])[];
  readonly formatters: readonly FormatterCall[] | null;
}
/** `{.ctx @name key=path ...}`. */
export interface CtxVarNode extends Positioned {
  readonly kind: 'ctxvar';
  readonly name: string;
  readonly bindings: readonly (readonly [string, readonly PathSegment[]])[];
}
/** `{.eval expression}`. */
export interface EvalNode extends Positioned {
  readonly kind: 'eval';
  readonly code: string;
}
/** `{.include name [output]}`. */
export interface IncludeNode extends Positioned {
  readonly kind: 'include';
  readonly name: string;
  readonly args: TagArguments;
}
/** `{.inject @name path}`. */
export interface InjectNode extends Positioned {
  readonly kind: 'inject';
  readonly name: string;
  readonly path: string;
  readonly args: TagArguments | null;
}
/** `{.macro name}...{.end}`. */
export interface MacroNode extends Positioned {
  readonly kind: 'macro';
  readonly name: string;
  readonly body: AstNode[];
  closed: boolean;
}
/** `{# ...}` or `{## ... ##}`. */
export interface CommentNode extends Positioned {
  readonly kind: 'comment';
  readonly text: string;
  readonly multiline: boolean;
}
/** `{.meta-left}`, `{.meta-right}`, `{.newline}`, `{.space}`, `{.tab}`. */
export interface LiteralNode extends Positioned {
  readonly kind: 'literal';
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
