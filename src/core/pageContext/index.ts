export { readPageContext, hasRestrictiveCookiePolicy } from './readPageContext';
export { pageContextFromDocument } from './pageContextFromDocument';
export type { PageContextReading } from './pageContextFromDocument';
export { PAGE_CONTEXT_SCRIPT_ID } from './pageContextScriptId';
