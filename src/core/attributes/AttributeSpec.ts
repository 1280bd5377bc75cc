/** A boolean attribute: true when present (including `attr=""`), false when absent. */
export interface BooleanAttributeSpec {
  readonly kind: 'boolean';
}

/** A numeric attribute with bounds; malformed or out-of-range text falls back to the default. */
export interface NumberAttributeSpec {
  readonly kind: 'number';
  /** Value used when the attribute is absent or malformed. */
  readonly default: number;
  /** Smallest accepted value. Default -Infinity. */
  readonly min?: number;
  /** Largest accepted value. Default Infinity. */
  readonly max?: number;
  /** Whether only whole numbers are accepted. Default false. */
  readonly integer?: boolean;
}

/** An attribute restricted to a fixed set of keywords. */
export interface EnumAttributeSpec<Value extends string = string> {
  readonly kind: 'enum';
  /** Accepted keywords. */
  readonly values: readonly Value[];
  /** Value used when the attribute is absent or not one of `values`. */
  readonly default: Value;
}

/** A free-text attribute; absent gives the default. */
export interface StringAttributeSpec {
  readonly kind: 'string';
  /** Value used when the attribute is absent. Default undefined. */
  readonly default?: string;
}

/** A URL attribute that reaches an href, a src or a navigation: only http(s) and relative URLs pass the URL guard, anything else gives the default. */
export interface UrlAttributeSpec {
  readonly kind: 'url';
  /** Value used when the attribute is absent or refused by the URL guard. Default undefined. */
  readonly default?: string;
}

/** Any attribute description. */
export type AttributeSpec = BooleanAttributeSpec | NumberAttributeSpec | EnumAttributeSpec | StringAttributeSpec | UrlAttributeSpec;

/** The attributes of one element, keyed by attribute name (kebab-case). */
export type AttributeSchema = Readonly<Record<string, AttributeSpec>>;

/** The parsed type of one attribute spec. */
export type AttributeValue<Spec extends AttributeSpec> = Spec extends BooleanAttributeSpec
  ? boolean
  : Spec extends NumberAttributeSpec
    ? number
    : Spec extends EnumAttributeSpec<infer Value>
      ? Value
      : Spec extends StringAttributeSpec | UrlAttributeSpec
        ? Spec['default'] extends string
          ? string
          : string | undefined
        : never;

/** Parsed values of every attribute of a schema. */
export type AttributeValues<Schema extends AttributeSchema> = { -readonly [Name in keyof Schema]: AttributeValue<Schema[Name]> };

/** Declares a boolean attribute (present = true, `attr=""` included). */
export function booleanAttribute(): BooleanAttributeSpec {
  return { kind: 'boolean' };
}

/** Declares a number attribute with a default and optional bounds. */
export function numberAttribute(options: Omit<NumberAttributeSpec, 'kind'>): NumberAttributeSpec {
  return { kind: 'number', ...options };
}

/** Declares a keyword attribute; the first argument lists the keywords. */
export function enumAttribute<const Value extends string>(values: readonly Value[], defaultValue: NoInfer<Value>): EnumAttributeSpec<Value> {
  return { kind: 'enum', values, default: defaultValue };
}

/** Declares a free-text attribute with an optional default. */
export function stringAttribute<const Default extends string | undefined = undefined>(
  defaultValue?: Default,
): StringAttributeSpec & { readonly default: Default } {
  return { kind: 'string', default: defaultValue as Default };
}

/** Declares a URL attribute (an href, a src or a navigation) with an optional default; the URL guard refuses all but http(s) and relative URLs. */
export function urlAttribute<const Default extends string | undefined = undefined>(defaultValue?: Default): UrlAttributeSpec & { readonly default: Default } {
  return { kind: 'url', default: defaultValue as Default };
}
