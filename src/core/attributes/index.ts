export { booleanAttribute, numberAttribute, enumAttribute, stringAttribute, urlAttribute } from './AttributeSpec';
export type {
  AttributeSpec,
  AttributeSchema,
  AttributeValue,
  AttributeValues,
  BooleanAttributeSpec,
  NumberAttributeSpec,
  EnumAttributeSpec,
  StringAttributeSpec,
  UrlAttributeSpec,
} from './AttributeSpec';
export { parseAttribute } from './parseAttribute';
export type { AttributeIssue, ParsedAttribute } from './parseAttribute';
export { parseAttributes, describeAttributeIssue } from './parseAttributes';
export type { ParsedAttributes } from './parseAttributes';
