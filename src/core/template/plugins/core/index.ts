export { CORE_FORMATTERS, formatPattern, urlEncode } from './coreFormatters';
export { CORE_PREDICATES, parseOperands } from './corePredicates';
export { escapeHtml, escapeHtmlAttribute, truncateText, htmlFormatter, htmlAttributeFormatter, truncateFormatter } from './stringFormatters';
