import * as z from 'zod/mini';
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

const sizeUnits: Readonly<Record<string, string>> = { string: 'characters', array: 'items', set: 'items', map: 'entries', file: 'bytes' };

function describeBound(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === 'too_small';
  const bound = String(small ? issue.minimum : issue.maximum);
  const relation = issue.exact ? 'exactly ' : `${small ? '>' : '<'}${issue.inclusive ? '=' : ''}`;
  const origin = issue.origin ?? 'value';
  const unit = sizeUnits[origin];
  return `Too ${small ? 'small' : 'big'}: expected ${origin} ${unit ? `to have ${relation}${bound} ${unit}` : `to be ${relation}${bound}`}`;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
    case 'too_big':
      return describeBound(issue);
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
export function parseWithSchema<Schema extends z.core.$ZodType>(schema: Schema, data: unknown, subject: string): z.output<Schema> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  throw new SchemaError(subject, toSchemaIssues(result.error.issues));
}
