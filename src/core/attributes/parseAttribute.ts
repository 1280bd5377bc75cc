import { SAFE_URL_EXPECTATION, safeUrl } from '../url/safeUrl';
import type { AttributeSpec, AttributeValue } from './AttributeSpec';

/** Why an attribute's text was rejected. */
export interface AttributeIssue {
  /** Attribute name as written in HTML. */
  readonly attribute: string;
  /** The rejected text. */
  readonly received: string;
  /** What the attribute accepts, in words. */
  readonly expected: string;
  /** The default used instead. */
  readonly fallback: unknown;
}

/** Outcome of parsing one attribute: the value to use, and an issue when the text was malformed. */
export interface ParsedAttribute<Value> {
  readonly value: Value;
  readonly issue: AttributeIssue | null;
}

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function describeNumber(spec: Extract<AttributeSpec, { kind: 'number' }>): string {
  const kind = spec.integer ? 'a whole number' : 'a number';
  const min = spec.min ?? -Infinity;
  const max = spec.max ?? Infinity;
  if (Number.isFinite(min) && Number.isFinite(max)) return `${kind} from ${min} to ${max}`;
  if (Number.isFinite(min)) return `${kind} of at least ${min}`;
  if (Number.isFinite(max)) return `${kind} of at most ${max}`;
  return kind;
}

/** Parses one attribute's text (`null` = absent) against its spec; never throws. */
export function parseAttribute<Spec extends AttributeSpec>(
  attribute: string,
  spec: Spec,
  text: string | null | undefined,
): ParsedAttribute<AttributeValue<Spec>> {
  const ok = (value: unknown) => ({ value: value as AttributeValue<Spec>, issue: null });
  const rejected = (expected: string, fallback: unknown) => ({
    value: fallback as AttributeValue<Spec>,
    issue: { attribute, received: String(text), expected, fallback },
  });
  switch (spec.kind) {
    case 'boolean':
      return ok(text !== null && text !== undefined);
    case 'string':
      return ok(text ?? spec.default);
    case 'url': {
      if (text === null || text === undefined) return ok(spec.default);
      const url = safeUrl(text);
      return url === undefined ? rejected(SAFE_URL_EXPECTATION, spec.default) : ok(url);
    }
    case 'enum': {
      if (text === null || text === undefined) return ok(spec.default);
      const keyword = text.trim().toLowerCase();
      const match = spec.values.find((value) => value.toLowerCase() === keyword);
      return match === undefined ? rejected(`one of ${spec.values.map((value) => `"${value}"`).join(', ')}`, spec.default) : ok(match);
    }
    case 'number': {
      if (text === null || text === undefined) return ok(spec.default);
      const trimmed = text.trim();
      const value = NUMBER_PATTERN.test(trimmed) ? Number(trimmed) : Number.NaN;
      const valid =
        Number.isFinite(value) &&
        (!spec.integer || Number.isInteger(value)) &&
        value >= (spec.min ?? -Infinity) &&
        value <= (spec.max ?? Infinity);
      return valid ? ok(value) : rejected(describeNumber(spec), spec.default);
    }
  }
}
