import { afterEach, describe, expect, it, vi } from 'vitest';

// happy-dom's parser is not faithful enough for DOMPurify's cleaning; what the cleaning removes is checked in
// Chromium (test/browser/sanitizeHtml.test.ts). Here: the Trusted Types wiring.

async function freshModule() {
  vi.resetModules();
  return import('../../../src/core/html/sanitizeHtml');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('setSanitizedHtml: one Trusted Types policy whose only rule is DOMPurify', () => {
  it('creates the policy storefront-elements#html once; its rule sanitises, and DOMPurify parses through it', async () => {
    const created: string[] = [];
    const inputs: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, rules: { createHTML(input: string): string }) {
        created.push(name);
        return {
          createHTML: (input: string) => {
            inputs.push(input);
            return rules.createHTML(input);
          },
          createScriptURL: () => {
            throw new TypeError('no script URLs');
          },
        };
      },
    });
    const { setSanitizedHtml, TRUSTED_TYPES_POLICY_NAME } = await freshModule();
    const first = document.createElement('div');
    const second = document.createElement('div');
    setSanitizedHtml(first, '<b>one</b>');
    setSanitizedHtml(second, '<i>two</i>');
    expect(TRUSTED_TYPES_POLICY_NAME).toBe('storefront-elements#html');
    expect(created).toEqual([TRUSTED_TYPES_POLICY_NAME]);
    expect(inputs.filter((input) => input !== '')).toEqual(['<b>one</b>', '<b>one</b>', '<i>two</i>', '<i>two</i>']);
  });

  it('writes DOMPurify nodes, not text, where the page forbids the policy name', async () => {
    vi.stubGlobal('trustedTypes', {
      createPolicy() {
        throw new TypeError('Policy "storefront-elements#html" disallowed.');
      },
    });
    const { setSanitizedHtml } = await freshModule();
    const target = document.createElement('div');
    const innerHtml = vi.spyOn(target, 'innerHTML', 'set');
    setSanitizedHtml(target, '<p>Pay in 4</p>');
    expect(innerHtml).not.toHaveBeenCalled();
    expect(target.textContent).toBe('Pay in 4');
  });
});
