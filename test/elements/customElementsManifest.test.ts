import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { buildManifest } from '../../scripts/custom-elements-manifest.mjs';
import type { AttributeSpec } from '../../src/core/attributes';
import { elementRows } from '../../src/elements/manifest';

interface Declaration {
  tagName: string;
  name: string;
  customElement: boolean;
  attributes?: { name: string; default?: string; type?: { text: string } }[];
  events?: { name: string; type?: { text: string }; description?: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string; default?: string }[];
  cssStates?: { name: string }[];
}

const manifest = buildManifest() as { schemaVersion: string; modules: { path: string; declarations: Declaration[]; exports: { kind: string; name: string }[] }[] };
const byTag = new Map(manifest.modules.map((module) => [module.declarations[0]!.tagName, module]));

/** The attributes each element of the element manifest parses, by tag. */
const schemas = Object.fromEntries(await Promise.all(elementRows().map(async ([tag, row]) => [tag, (await row.load()).attributeSchema] as const)));

describe('custom-elements.json generated from element header comments', () => {
  it('declares every element as a custom element definition', () => {
    expect([...byTag.keys()]).toEqual(Object.keys(schemas));
    expect(byTag.size).toBe(18);
    for (const module of manifest.modules) {
      expect(module.declarations[0]!.customElement).toBe(true);
      expect(module.exports.some((entry) => entry.kind === 'custom-element-definition' && entry.name === module.declarations[0]!.tagName)).toBe(true);
    }
  });

  it('documents exactly the attributes each element parses', () => {
    for (const [tag, schema] of Object.entries(schemas)) {
      const documented = (byTag.get(tag)!.declarations[0]!.attributes ?? []).map((attribute) => attribute.name).sort();
      expect(documented, tag).toEqual(Object.keys(schema).sort());
    }
  });

  it("documents each attribute's type as its parser reads it, the source of every framework's typings", () => {
    for (const [tag, schema] of Object.entries(schemas)) {
      for (const attribute of byTag.get(tag)!.declarations[0]!.attributes ?? []) {
        const spec = schema[attribute.name] as AttributeSpec;
        const parsed = spec.kind === 'enum' ? spec.values.map((value) => `'${value}'`).join(' | ') : spec.kind === 'url' ? 'string' : spec.kind;
        expect(attribute.type?.text.replace(/\s*\|\s*/g, ' | '), `${tag} ${attribute.name}`).toBe(parsed);
      }
    }
  });

  it('lists events, parts, CSS properties and states with defaults', () => {
    const button = byTag.get('store-add-to-cart')!.declarations[0]!;
    expect(button.name).toBe('AddToCartElement');
    expect(button.attributes!.find((attribute) => attribute.name === 'mode')).toMatchObject({ default: 'add', type: { text: "'add'|'buy-now'|'subscribe'|'gift-card'" } });
    expect(button.events!.map((event) => event.name)).toEqual(['store-cart-add-request', 'store-cart-add', 'store-cart-error', 'store-state-change']);
    expect(button.events!.find((event) => event.name === 'store-cart-add-request')).toMatchObject({
      type: { text: expect.stringContaining('result: Promise<PendingAddOutcome>') },
      description: expect.stringContaining('preventDefault() stops the add'),
    });
    expect(button.cssParts!.map((part) => part.name)).toContain('dialog');
    expect(button.cssProperties!.find((property) => property.name === '--store-button-background')?.default).toBe('currentColor');
    expect(button.cssStates!.map((state) => state.name)).toEqual(['idle', 'adding', 'added', 'error', 'sold-out']);
    for (const module of manifest.modules) {
      for (const property of module.declarations[0]!.cssProperties ?? []) expect(property.name).toMatch(/^--store-/);
      for (const event of module.declarations[0]!.events ?? []) expect(event.name).toMatch(/^store-/);
    }
  });
});
