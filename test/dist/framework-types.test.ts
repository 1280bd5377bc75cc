import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { typeCheck } from './support/typeCheck';

interface ManifestElement {
  readonly tagName: string;
  readonly customElement?: boolean;
  readonly attributes?: readonly { readonly name: string; readonly type?: { readonly text: string } }[];
  readonly events?: readonly { readonly name: string }[];
}

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as { modules: { declarations?: ManifestElement[] }[] };
const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.customElement && declaration.tagName);
const tags = elements.map((element) => element.tagName).sort();

/** The members of a generated .d.ts's interface keyed by tag name, each with every property name and string literal type inside its type. */
function declaredTags(file: string, interfaceName: string): Map<string, Set<string>> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const declared = new Map<string, Set<string>>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertySignature(node) && ts.isInterfaceDeclaration(node.parent) && node.parent.name.text === interfaceName && ts.isStringLiteral(node.name) && node.type) {
      const names = new Set<string>();
      const collect = (inner: ts.Node): void => {
        if (ts.isPropertySignature(inner) && (ts.isStringLiteral(inner.name) || ts.isIdentifier(inner.name))) names.add(inner.name.text);
        if (ts.isLiteralTypeNode(inner) && ts.isStringLiteral(inner.literal)) names.add(inner.literal.text);
        ts.forEachChild(inner, collect);
      };
      collect(node.type);
      declared.set(node.name.text, names);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return declared;
}

/** Each framework's typing file and the names under which it declares an element's attribute and event. */
const frameworks: Record<string, { file: string; interfaceName: string; keysOf: (element: ManifestElement) => string[] }> = {
  react: {
    file: 'dist/types/frameworks/react.d.ts',
    interfaceName: 'StoreIntrinsicElements',
    keysOf: (element) => [...attributeNames(element), ...eventNames(element).map((name) => `on${name}`)],
  },
  preact: {
    file: 'dist/types/frameworks/preact.d.ts',
    interfaceName: 'StoreIntrinsicElements',
    keysOf: (element) => [...attributeNames(element), ...eventNames(element).map((name) => `on${name}`)],
  },
  solid: {
    file: 'dist/types/frameworks/solid.d.ts',
    interfaceName: 'StoreIntrinsicElements',
    keysOf: (element) => [...attributeNames(element), ...eventNames(element).map((name) => `on:${name}`)],
  },
  svelte: {
    file: 'dist/types/frameworks/svelte.d.ts',
    interfaceName: 'StoreSvelteElements',
    keysOf: (element) => [...attributeNames(element), ...eventNames(element).flatMap((name) => [`on${name}`, `on:${name}`])],
  },
  vue: {
    file: 'dist/types/frameworks/vue.d.ts',
    interfaceName: 'GlobalComponents',
    keysOf: (element) => [...attributeNames(element).map((name) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())), ...eventNames(element)],
  },
  attributes: { file: 'dist/types/storeElementTags.d.ts', interfaceName: 'StoreElementAttributes', keysOf: attributeNames },
};

function attributeNames(element: ManifestElement): string[] {
  return (element.attributes ?? []).map((attribute) => attribute.name);
}

function eventNames(element: ManifestElement): string[] {
  return (element.events ?? []).map((event) => event.name);
}

describe('typings and editor data generated from custom-elements.json', () => {
  it('maps every tag in HTMLElementTagNameMap', () => {
    expect([...declaredTags('dist/types/storeElementTags.d.ts', 'HTMLElementTagNameMap').keys()].sort()).toEqual(tags);
  });

  it.each(Object.entries(frameworks))('declares every tag, attribute and event in the %s typings', (_name, { file, interfaceName, keysOf }) => {
    const declared = declaredTags(file, interfaceName);
    expect([...declared.keys()].sort()).toEqual(tags);
    for (const element of elements) {
      const keys = declared.get(element.tagName)!;
      expect(keysOf(element).filter((key) => !keys.has(key)), element.tagName).toEqual([]);
    }
  });

  it('lists every tag and attribute in the VS Code custom data, linking its docs page where package.json names a homepage', () => {
    const data = JSON.parse(readFileSync('dist/vscode.html-custom-data.json', 'utf8')) as {
      tags: { name: string; attributes: { name: string }[]; references?: { url: string }[] }[];
    };
    const { homepage } = JSON.parse(readFileSync('package.json', 'utf8')) as { homepage?: string };
    expect(data.tags.map((tag) => tag.name).sort()).toEqual(tags);
    for (const element of elements) {
      const tag = data.tags.find((entry) => entry.name === element.tagName)!;
      expect(tag.attributes.map((attribute) => attribute.name), element.tagName).toEqual(attributeNames(element));
      if (homepage) expect(tag.references?.[0]?.url, element.tagName).toBe(`${homepage}?path=/docs/elements-${element.tagName}--docs`);
      else expect(tag.references, element.tagName).toBeUndefined();
    }
  });

  it('lists every tag, attribute and event in web-types.json', () => {
    const data = JSON.parse(readFileSync('dist/web-types.json', 'utf8')) as {
      contributions: { html: { elements: { name: string; attributes: { name: string }[]; js: { events: { name: string }[] } }[] } };
    };
    const webElements = data.contributions.html.elements;
    expect(webElements.map((element) => element.name).sort()).toEqual(tags);
    for (const element of elements) {
      const entry = webElements.find((candidate) => candidate.name === element.tagName)!;
      expect(entry.attributes.map((attribute) => attribute.name), element.tagName).toEqual(attributeNames(element));
      expect(entry.js.events.map((event) => event.name), element.tagName).toEqual(eventNames(element));
    }
  });

  it('names the editor data and the manifest in package.json and ships them', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { customElements: string; 'web-types': string; files: string[] };
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg['web-types']).toBe('./dist/web-types.json');
    expect(pkg.files).toEqual(expect.arrayContaining(['dist', 'custom-elements.json']));
  });
});

/** Attribute values (as TypeScript expressions) code may set, and values it may not, as the attribute parser (src/core/attributes) reads them. */
function samples(attribute: NonNullable<ManifestElement['attributes']>[number]): { valid: string[]; invalid: string[] } {
  const type = attribute.type?.text ?? '';
  if (type === 'boolean') return { valid: ['true', "''"], invalid: ['false', "'false'"] };
  if (type === 'number') return { valid: ['2', "'2'"], invalid: ["'many'"] };
  if (type === 'string') return { valid: ["'text'"], invalid: [] };
  return { valid: [...type.matchAll(/'[^']*'/g)].map((match) => match[0]), invalid: ["'not-a-keyword'"] };
}

/** A JSX attribute value: a string literal as it is, any other expression in braces. */
const jsxValue = (expression: string) => (expression.startsWith("'") ? `"${expression.slice(1, -1)}"` : `{${expression}}`);

/**
 * A TSX file that uses every attribute of every tag with each kind of value, and an unknown attribute and each event.
 * Each use that must not compile carries `@ts-expect-error`, so the file type-checks cleanly only when exactly those fail.
 */
function jsxProbe(entry: string, eventSupport: 'typed' | 'refused'): string {
  const lines = [`import type {} from '${entry}';`, 'export const views = ['];
  for (const element of elements) {
    const tag = element.tagName;
    for (const attribute of element.attributes ?? []) {
      const { valid, invalid } = samples(attribute);
      for (const value of valid) lines.push(`  <${tag} ${attribute.name}=${jsxValue(value)} />,`);
      for (const value of invalid) lines.push(`  // @ts-expect-error ${attribute.name} refuses ${value}`, `  <${tag} ${attribute.name}=${jsxValue(value)} />,`);
    }
    lines.push(`  // @ts-expect-error ${tag} has no attribute bogus`, `  <${tag} bogus="text" />,`);
    for (const event of eventNames(element)) {
      if (eventSupport === 'typed') {
        lines.push(`  <${tag} on${event}={(event) => event.detail} />,`);
        lines.push(`  // @ts-expect-error ${event} has no detail.notInDetail`, `  <${tag} on${event}={(event) => event.detail.notInDetail} />,`);
      } else {
        lines.push(`  // @ts-expect-error this React has no on${event} prop`, `  <${tag} on${event}={() => undefined} />,`);
      }
    }
  }
  lines.push('];');
  return lines.join('\n');
}

/** A TypeScript file that gives every attribute of every tag each kind of value through StoreElementAttributes, and an unknown attribute. */
function attributesProbe(): string {
  const lines = ["import type { StoreElementAttributes } from 'storefront-elements';"];
  for (const element of elements) {
    const type = `StoreElementAttributes['${element.tagName}']`;
    for (const attribute of element.attributes ?? []) {
      const { valid, invalid } = samples(attribute);
      for (const value of valid) lines.push(`({ '${attribute.name}': ${value} }) satisfies ${type};`);
      for (const value of invalid) lines.push(`// @ts-expect-error ${attribute.name} refuses ${value}`, `({ '${attribute.name}': ${value} }) satisfies ${type};`);
    }
    lines.push(`// @ts-expect-error ${element.tagName} has no attribute bogus`, `({ bogus: 'text' }) satisfies ${type};`);
  }
  return lines.join('\n');
}

describe('the generated typings in a consumer project', () => {
  it('types document.createElement and querySelector of every tag from storefront-elements alone', () => {
    const probe = [
      "import type { StoreElement } from 'storefront-elements';",
      ...tags.flatMap((tag) => [`export const ${tag.replace(/-/g, '_')}: StoreElement = document.createElement('${tag}');`, `document.querySelector('${tag}')?.internals;`]),
      '// @ts-expect-error a tag of no element is a plain HTMLElement',
      "document.createElement('store-nothing').internals;",
    ].join('\n');
    expect(typeCheck({ 'tag-name-map-probe.ts': probe })).toEqual([]);
  });

  it('types every attribute of every tag in StoreElementAttributes (storefront-elements)', () => {
    expect(typeCheck({ 'attributes-probe.ts': attributesProbe() })).toEqual([]);
  });

  it('types every attribute and event in React 18 JSX (storefront-elements/react), event props refused', () => {
    expect(typeCheck({ 'react-probe.tsx': jsxProbe('storefront-elements/react', 'refused') }, { jsx: ts.JsxEmit.ReactJSX })).toEqual([]);
  });

  it('types every attribute and event in Preact JSX (storefront-elements/preact)', () => {
    const options = { jsx: ts.JsxEmit.ReactJSX, jsxImportSource: 'preact' };
    expect(typeCheck({ 'preact-probe.tsx': jsxProbe('storefront-elements/preact', 'typed') }, options)).toEqual([]);
  });
});
