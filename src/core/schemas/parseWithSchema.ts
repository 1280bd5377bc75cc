import type { z } from 'zod';
import { SchemaError, type SchemaIssue } from './SchemaError';

/** Formats a path as `a.b[2].c`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text ? `.${String(segment)}` : String(segment);
  }
  return text;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return issue.message;
  }
}

/** Converts zod issues into SchemaIssues, flattening union branches into their most specific issues. */
export function toSchemaIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): SchemaIssue[] {
  const result: SchemaIssue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branches = issue.errors.map((branch) => toSchemaIssues(branch, path));
      const best = branches.reduce((a, b) => (deepest(b) > deepest(a) ? b : a));
      result.push(...best);
    } else {
      result.push({ path: formatIssuePath(path), message: describeIssue(issue) });
    }
  }
  return result;
}

function deepest(issues: readonly SchemaIssue[]): number {
  return Math.max(0, ...issues.map((issue) => issue.path.length));
}

/** Parses `data` with `schema`, returning typed data or throwing a SchemaError (code 'invalid-data') naming each bad field. */
export function parseWithSchema<Schema extends z.ZodType>(schema: Schema, data: unknown, subject: string): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new SchemaError(subject, toSchemaIssues(result.error.issues));
}
