/** One problem found in data: where (`structuredContent.variants[2].qtyInStock`) and what. */
export interface SchemaIssue {
  /** Dotted path with [index] segments; empty for the root. */
  readonly path: string;
  /** What was wrong, e.g. "expected number". */
  readonly message: string;
}

/** Raised when data does not match its schema; the message names every bad field path. */
export class SchemaError extends Error {
  readonly code = 'invalid-data';

  constructor(
    /** Name of the thing parsed, e.g. "Product". */
    readonly subject: string,
    readonly issues: readonly SchemaIssue[],
  ) {
    super(`Invalid ${subject}: ${issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')}`);
    this.name = 'SchemaError';
  }
}
