/** Stable codes of template errors. */
export type TemplateErrorCode =
  | 'FORMATTER_UNKNOWN'
  | 'PREDICATE_UNKNOWN'
  | 'PARTIAL_MISSING'
  | 'PARTIAL_PARSE_FAILED'
  | 'RECURSION_LIMIT'
  | 'EXPRESSION_PARSE'
  | 'EXPRESSION_REDUCE'
  | 'UNCLOSED_BLOCK'
  | 'NOT_ALLOWED_AT_ROOT'
  | 'EOF_IN_BLOCK'
  | 'NOT_ALLOWED_IN_BLOCK'
  | 'DEAD_CODE'
  | 'PLUGIN_FAILED'
  | 'OUTPUT_LIMIT'
  | 'FORMATTER_CHAIN_LIMIT'
  | 'NOT_IMPLEMENTED'
  | 'INVALID_VALUE'
  | 'AFTER_EOF'
  | 'NESTING_LIMIT';

/** One problem found while compiling or rendering; `line` and `column` are 1-based positions of the tag. */
export interface TemplateError {
  /** Phase that found the problem. */
  type: 'parser' | 'assembler' | 'engine';
  /** Stable machine-readable code. */
  code: TemplateErrorCode;
  /** Human-readable message. */
  message: string;
  /** 1-based line of the tag. */
  line: number;
  /** 1-based column of the tag. */
  column: number;
}

/** Thrown (never by render) for invalid engine options, with a stable `code`. */
export class TemplateOptionsError extends Error {
  /** Stable machine-readable code. */
  readonly code = 'INVALID_OPTION' as const;
  /** Name of the offending option. */
  readonly option: string;

  constructor(option: string, message: string) {
    super(`Invalid template option "${option}": ${message}`);
    this.name = 'TemplateOptionsError';
    this.option = option;
  }
}
