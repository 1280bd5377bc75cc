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
 * Puts server HTML into `target`, cleaned by DOMPurify: through the library's Trusted Types policy where the browser
 * has Trusted Types, else as DOMPurify's parsed nodes (never raw text into innerHTML). Scripts, event handlers and
 * inline styles never reach the page.
 */
export function setSanitizedHtml(target: Element, html: string): void {
  const trusted = htmlPolicy();
  if (trusted) {
    target.innerHTML = trusted.createHTML(html) as string;
    return;
  }
  const fragment = DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM_FRAGMENT: true, TRUSTED_TYPES_POLICY: null } as Config & { RETURN_DOM_FRAGMENT: true });
  target.replaceChildren(target.ownerDocument.importNode(fragment, true));
}
