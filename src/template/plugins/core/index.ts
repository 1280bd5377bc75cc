export { CORE_FORMATTERS, formatPattern, urlEncode } from './coreFormatters';
export { CORE_PREDICATES, parseOperands } from './corePredicates';
export { escapeHtml, escapeHtmlAttribute, slugify, stripTags, truncateText, htmlFormatter, htmlAttributeFormatter, truncateFormatter } from './stringFormatters';
