import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/elements/define';
import { defineAllElements } from '../../src/elements/defineAllElements';
import { elementManifest, elementRows } from '../../src/elements/manifest';

const TAGS = Object.keys(elementManifest);

describe('registration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('defines every element of the manifest with the class its row loads, and a second call is a silent no-op', async () => {
    const first = await defineAllElements();
    for (const [tag, row] of elementRows()) expect(customElements.get(tag), tag).toBe(await row.load());
    const warn = vi.spyOn(console, 'warn');
    const second = await defineAllElements();
    expect(Object.values(second).every((result) => result === 'already-defined')).toBe(true);
    expect(Object.keys(first)).toEqual(TAGS);
    expect(TAGS).toHaveLength(18);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and never throws when another copy already took a tag', async () => {
    await defineAllElements();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class OtherCopy extends HTMLElement {}
    expect(defineElement('store-product', OtherCopy)).toBe('conflict');
    expect(String(warn.mock.calls[0]![0])).toContain('already defined by another copy of storefront-elements');
  });

  it('prefixes every tag with store-', () => {
    for (const tag of TAGS) expect(tag).toMatch(/^store-[a-z-]+$/);
  });
});
