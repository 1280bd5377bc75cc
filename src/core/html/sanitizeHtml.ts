import DOMPurify, { type Config } from 'dompurify';

/** Name of the Trusted Types policy the library creates; a page with a `trusted-types` CSP directive must allow it. */
export const TRUSTED_TYPES_POLICY_NAME = 'storefront-elements#html';

/** What DOMPurify keeps of server HTML: no scripts, event handlers, inline styles (a strict CSP drops them), forms or frames. */
const SANITIZE_CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  RETURN_TRUSTED_TYPE: false,
};

interface HtmlPolicy {
  createHTML(input: string): TrustedHTML | string;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy;
}

let policy: HtmlPolicy | null | undefined;

/**
 * The library's one Trusted Types policy; null where the browser has no Trusted Types or the page forbids the name.
 * Its rule is DOMPurify. DOMPurify parses its input through the same policy: only while that parse runs (synchronously,
 * inside the rule) does the policy pass text through unchanged, into DOMPurify's inert document.
 */
function htmlPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  let parsing = false;
  try {
    policy = factory
      ? factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
          createHTML(input) {
            if (parsing) return input;
            parsing = true;
            try {
              return DOMPurify.sanitize(input, { ...SANITIZE_CONFIG, TRUSTED_TYPES_POLICY: policy } as Config) as string;
            } finally {
              parsing = false;
            }
          },
        })
      : null;
  } catch {
    policy = null;
  }
  return policy;
}

/**
 * Parses HTML into an inert document with the Sanitizer API's Document.parseHTML, the one parser that is no Trusted
 * Types sink; undefined where the browser lacks it. Its empty sanitizer configuration removes only what is never safe
 * (script, event handlers, javascript: URLs) and leaves the rest of the cleaning to DOMPurify.
 */
function parseWithoutPolicy(html: string): Document | undefined {
  const parse = (Document as { parseHTML?: (html: string, options: { sanitizer: object }) => Document }).parseHTML;
  return typeof parse === 'function' ? parse.call(Document, html, { sanitizer: {} }) : undefined;
}

/** Server HTML cleaned by DOMPurify as nodes, which need no Trusted Types policy to insert; none when the page lets nothing parse HTML. */
function sanitizedNodes(html: string, ownerDocument: Document): Node[] {
  const parsed = parseWithoutPolicy(html);
  if (parsed) {
    DOMPurify.sanitize(parsed.body, { ...SANITIZE_CONFIG, IN_PLACE: true, TRUSTED_TYPES_POLICY: null } as Config & { IN_PLACE: true });
    return [...parsed.body.childNodes];
  }
  const fragment = DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM_FRAGMENT: true, TRUSTED_TYPES_POLICY: null } as Config & { RETURN_DOM_FRAGMENT: true }) as DocumentFragment | null;
  if (!fragment) {
    console.error(`[storefront-elements] server HTML could not be shown: this page forbids the Trusted Types policy '${TRUSTED_TYPES_POLICY_NAME}' and the browser has no Document.parseHTML`);
    return [];
  }
  return [ownerDocument.importNode(fragment, true)];
}

/**
 * Puts server HTML into `target`, cleaned by DOMPurify: through the library's Trusted Types policy where the browser
 * has Trusted Types and the page allows the policy, else as cleaned nodes (never raw text into innerHTML), parsed by
 * Document.parseHTML where the browser has it (a page with `trusted-types 'none'` lets nothing else parse). Scripts,
 * event handlers and inline styles never reach the page.
 */
export function setSanitizedHtml(target: Element, html: string): void {
  const trusted = htmlPolicy();
  if (trusted) {
    target.innerHTML = trusted.createHTML(html) as string;
    return;
  }
  target.replaceChildren(...sanitizedNodes(html, target.ownerDocument));
}
