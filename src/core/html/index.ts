export { setSanitizedHtml, TRUSTED_TYPES_POLICY_NAME } from './sanitizeHtml';
