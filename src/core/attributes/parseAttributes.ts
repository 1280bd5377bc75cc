import type { AttributeSchema, AttributeValues } from './AttributeSpec';
import { parseAttribute, type AttributeIssue } from './parseAttribute';

/** Parsed attributes of an element and the issues found on the way. */
export interface ParsedAttributes<Schema extends AttributeSchema> {
  readonly values: AttributeValues<Schema>;
  readonly issues: readonly AttributeIssue[];
}

/** Parses every attribute of a schema from raw texts keyed by attribute name (missing = absent). */
export function parseAttributes<Schema extends AttributeSchema>(
  schema: Schema,
  texts: Readonly<Record<string, string | null | undefined>>,
): ParsedAttributes<Schema> {
  const values: Record<string, unknown> = {};
  const issues: AttributeIssue[] = [];
  for (const [name, spec] of Object.entries(schema)) {
    const parsed = parseAttribute(name, spec, Object.prototype.hasOwnProperty.call(texts, name) ? texts[name] : null);
    values[name] = parsed.value;
    if (parsed.issue) issues.push(parsed.issue);
  }
  return { values: values as AttributeValues<Schema>, issues };
}

/** Developer-facing warning text for a malformed attribute. */
export function describeAttributeIssue(tagName: string, issue: AttributeIssue): string {
  const fallback = issue.fallback === undefined ? 'it is ignored' : `using the default ${JSON.stringify(issue.fallback)}`;
  return `[storefront-elements] <${tagName}> attribute "${issue.attribute}" is "${issue.received}" but must be ${issue.expected}; ${fallback}.`;
}
