#!/usr/bin/env node
// Generates every typing and editor file of the package from custom-elements.json alone (run after the manifest step of
// `npm run build`): HTMLElementTagNameMap and StoreElementAttributes (both reached from dist/types/index.d.ts), the JSX
// typings of React, Preact and Solid,
// Vue's GlobalComponents, Svelte's SvelteHTMLElements (dist/types/frameworks/), dist/vscode.html-custom-data.json and
// dist/web-types.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');


/** The module, relative to dist/types/, of the generated HTMLElementTagNameMap and StoreElementAttributes. */
const TAGS_MODULE = './storeElementTags';

/**
 * The autodocs page of a tag (its story file is titled `Elements/<tag>`) in the Storybook published at `docsUrl`
 * (package.json `homepage`), or undefined while none is published.
 */
export function docsUrlOf(tag, docsUrl) {
  return docsUrl ? new URL(`?path=/docs/elements-${tag}--docs`, docsUrl).href : undefined;
}

/**
 * The values an attribute accepts, as the attribute parser (src/core/attributes) reads it, from its documented type:
 * `boolean` (present, `attr=""` included, or absent), `number` (numeric text), `string`, or a union of quoted keywords.
 */
export function attributeValueSet(tag, attribute) {
  const text = attribute.type?.text.trim() ?? '';
  if (text === 'boolean' || text === 'number' || text === 'string') return { kind: text };
  const keywords = text.split('|').map((part) => part.trim());
  if (text && keywords.every((keyword) => /^'[^']*'$/.test(keyword))) return { kind: 'enum', keywords: keywords.map((keyword) => keyword.slice(1, -1)) };
  throw new Error(`<${tag}> attribute "${attribute.name}": type "${text}" is none of boolean, number, string or a union of quoted keywords`);
}

/** Every element of the manifest with what the typings need: tag, class, module (relative to dist/types/), texts, attributes with value sets, events. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({
        tag: declaration.tagName,
        className: declaration.name,
        module: `./${module.path.replace(/^src\//, '').replace(/\.tsx?$/, '')}`,
        summary: declaration.summary ?? '',
        description: declaration.description ?? '',
        attributes: (declaration.attributes ?? []).map((attribute) => ({
          name: attribute.name,
          description: attribute.description ?? '',
          default: attribute.default,
          values: attributeValueSet(declaration.tagName, attribute),
        })),
        events: (declaration.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
        slots: declaration.slots ?? [],
        cssParts: declaration.cssParts ?? [],
        cssProperties: declaration.cssProperties ?? [],
        cssStates: declaration.cssStates ?? [],
      })),
  );
}

const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const jsDoc = (text, indent) => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');

/** The TypeScript type of an attribute's value in a template: what the parser reads as intended (`false` is not: a present attribute is true). */
function valueType(values) {
  switch (values.kind) {
    case 'boolean':
      return "true | ''";
    case 'number':
      return 'number | `${number}`';
    case 'string':
      return 'string';
    case 'enum':
      return values.keywords.map(quote).join(' | ');
  }
}

/** An attribute's name in camelCase, as Vue's templates name props (`product-id` and `productId` alike). */
export const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * An object type literal: each attribute (under `attributeKey` of its name) with its value set, then each event under the
 * framework's names (`eventKeys`) with its handler type.
 */
function propsLiteral(element, indent, { attributeKey = (name) => name, eventKeys = () => [], handlerType } = {}) {
  const inner = `${indent}  `;
  const attributes = element.attributes.map(
    (attribute) => `${jsDoc(attribute.description, inner)}${inner}${quote(attributeKey(attribute.name))}?: ${valueType(attribute.values)};\n`,
  );
  const events = element.events.flatMap((event) =>
    eventKeys(event.name).map((key) => `${jsDoc(event.description, inner)}${inner}${quote(key)}?: ${handlerType(event.name)};\n`),
  );
  return `{\n${[...attributes, ...events].join('')}${indent}}`;
}

/** One interface member per tag, `'<tag>': <type>`, documented by the element's summary. */
function tagMembers(elements, typeOf, indent = '  ') {
  return elements.map((element) => `${jsDoc(element.summary, indent)}${indent}${quote(element.tag)}: ${typeOf(element)};\n`).join('');
}

const GENERATED = '// Generated by scripts/framework-types.mjs from custom-elements.json.\n';

/** dist/types/storeElementTags.d.ts: every tag to its element class's instance type (HTMLElementTagNameMap) and to its attributes. */
export function tagTypes(elements) {
  const imports = elements.map((element) => `import type { ${element.className} } from ${quote(element.module)};\n`).join('');
  const attributes = tagMembers(elements, (element) => propsLiteral(element, '  '));
  const classes = tagMembers(elements, (element) => `InstanceType<typeof ${element.className}>`, '    ');
  return `${GENERATED}${imports}
/** The attributes of every \`store-*\` tag, each with the values its parser reads as meant (for code that sets attributes without JSX). */
export interface StoreElementAttributes {
${attributes}}

declare global {
  interface HTMLElementTagNameMap {
${classes}  }
}
`;
}

/** The `store-*` props of each tag for one JSX framework: `<Props>< tag, { attributes and events } >`. */
function jsxElements(elements, props, naming) {
  return tagMembers(elements, (element) => `${props}<${quote(element.tag)}, ${propsLiteral(element, '  ', naming)}>`);
}

const eventHandler = (type) => `(event: StoreEventMap[${quote(type)}]) => void`;

/** `declare <scope> { namespace JSX { interface IntrinsicElements extends StoreIntrinsicElements {} } }`. */
const intrinsicElementsIn = (scope) => `
declare ${scope} {
  namespace JSX {
    interface IntrinsicElements extends StoreIntrinsicElements {}
  }
}
`;

/**
 * A framework's typing file: `StoreElementProps` (the framework's props of an HTML element, `baseProps`, with the element's
 * own in place of any of the same name), the interface `name` of every tag's props (events named by `naming`), then `augmentations`.
 */
function templateTypes(elements, { framework, imports, declarations = '', baseProps, naming, name, augmentations }) {
  return `${GENERATED}${imports}
import type { StoreEventMap } from '../index';
${declarations}
/** ${framework}'s props of an HTML element, with the element's own attributes and events in place of any of the same name. */
type StoreElementProps<Tag extends keyof HTMLElementTagNameMap, Own> = Omit<${baseProps}, keyof Own> & Own;

/** Every \`store-*\` tag with its attributes and events. */
interface ${name} {
${jsxElements(elements, 'StoreElementProps', naming)}}
${augmentations}`;
}

/** dist/types/frameworks/react.d.ts: React 19's and React 18's JSX.IntrinsicElements (the global JSX of React 18 too). */
export function reactTypes(elements) {
  return templateTypes(elements, {
    framework: 'React',
    imports: "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    declarations: `
/** React 19 adds an \`on<event>\` prop of a custom element as its listener; React 18 sets it as an attribute, so there it is refused. */
type StoreEventHandler<Type extends keyof StoreEventMap> = typeof import('react') extends { useActionState: unknown } ? (event: StoreEventMap[Type]) => void : never;
`,
    baseProps: 'DetailedHTMLProps<HTMLAttributes<HTMLElementTagNameMap[Tag]>, HTMLElementTagNameMap[Tag]>',
    naming: { eventKeys: (type) => [`on${type}`], handlerType: (type) => `StoreEventHandler<${quote(type)}>` },
    name: 'StoreIntrinsicElements',
    augmentations: intrinsicElementsIn("module 'react'") + intrinsicElementsIn('global'),
  });
}

/** dist/types/frameworks/preact.d.ts: Preact's JSX.IntrinsicElements (Preact adds an `on<event>` prop as the listener of `<event>`). */
export function preactTypes(elements) {
  return templateTypes(elements, {
    framework: 'Preact',
    imports: "import type { JSX } from 'preact';",
    baseProps: 'JSX.HTMLAttributes<HTMLElementTagNameMap[Tag]>',
    naming: { eventKeys: (type) => [`on${type}`], handlerType: eventHandler },
    name: 'StoreIntrinsicElements',
    augmentations: intrinsicElementsIn("module 'preact'"),
  });
}

/** dist/types/frameworks/solid.d.ts: Solid's JSX.IntrinsicElements (events through `on:<event>`, Solid's native listener). */
export function solidTypes(elements) {
  return templateTypes(elements, {
    framework: 'Solid',
    imports: "import type { JSX } from 'solid-js';",
    baseProps: 'JSX.HTMLAttributes<HTMLElementTagNameMap[Tag]>',
    naming: { eventKeys: (type) => [`on:${type}`], handlerType: eventHandler },
    name: 'StoreIntrinsicElements',
    augmentations: intrinsicElementsIn("module 'solid-js'"),
  });
}

/** dist/types/frameworks/svelte.d.ts: Svelte's SvelteHTMLElements (Svelte 5 event attributes `on<event>`, Svelte 4 `on:<event>`). */
export function svelteTypes(elements) {
  return templateTypes(elements, {
    framework: 'Svelte',
    imports: "import type { HTMLAttributes } from 'svelte/elements';",
    baseProps: 'HTMLAttributes<HTMLElementTagNameMap[Tag]>',
    naming: { eventKeys: (type) => [`on${type}`, `on:${type}`], handlerType: eventHandler },
    name: 'StoreSvelteElements',
    augmentations: `
declare module 'svelte/elements' {
  interface SvelteHTMLElements extends StoreSvelteElements {}
}
`,
  });
}

/** dist/types/frameworks/vue.d.ts: Vue's GlobalComponents, the way Vue's guide types a custom element (`$props`, in camelCase, and `$emit` for templates only). */
export function vueTypes(elements) {
  const typeOf = (element) => {
    const events = element.events.length ? element.events.map((event) => quote(event.name)).join(' | ') : 'never';
    return `StoreElementComponent<${quote(element.tag)}, ${propsLiteral(element, '  ', { attributeKey: camelCase })}, ${events}>`;
  };
  return `${GENERATED}import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { StoreEventMap } from '../index';

/** A \`store-*\` element as Vue's templates see it: its attributes as props, its events for \`@<event>\` (\`v-on\`). */
type StoreElementComponent<Tag extends keyof HTMLElementTagNameMap, Attributes, Events extends keyof StoreEventMap> = new () => HTMLElementTagNameMap[Tag] & {
  /** @deprecated For template type checking only: the element has no $props. */
  $props: Omit<HTMLAttributes, keyof Attributes> & Attributes & PublicProps;
  /** @deprecated For template type checking only: the element has no $emit. */
  $emit: EmitFn<{ [Type in Events]: (event: StoreEventMap[Type]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
${tagMembers(elements, typeOf, '    ')}  }
}
`;
}

/** VS Code's HTML custom data (version 1.1): tags, attributes with their descriptions and value sets, a link to each tag's docs. */
export function vscodeCustomData(elements, docsUrl) {
  const list = (title, items) => (items.length ? `\n\n**${title}:** ${items.map((item) => `\`${item.name}\` ${item.description ?? ''}`.trim()).join(' · ')}` : '');
  return {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tag,
      description: {
        kind: 'markdown',
        value:
          `${element.summary}\n\n${element.description}` +
          list('Events', element.events) +
          list('Parts', element.cssParts) +
          list('CSS properties', element.cssProperties) +
          list('States', element.cssStates),
      },
      attributes: element.attributes.map((attribute) => ({
        name: attribute.name,
        description: attribute.description,
        ...(attribute.values.kind === 'boolean' ? { valueSet: 'v' } : {}),
        ...(attribute.values.kind === 'enum' ? { values: attribute.values.keywords.map((name) => ({ name })) } : {}),
      })),
      ...(docsUrl ? { references: [{ name: 'Documentation', url: docsUrlOf(element.tag, docsUrl) }] } : {}),
    })),
  };
}

/** JetBrains web-types: elements with attributes (value types and keywords), events, slots, CSS parts and properties, and docs links. */
export function webTypes(elements, pkg) {
  const named = (items) => items.map((item) => ({ name: item.name, ...(item.description ? { description: item.description } : {}) }));
  const webType = (values) => (values.kind === 'enum' ? values.keywords.map(quote).join(' | ') : values.kind);
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tag,
          description: `${element.summary}\n\n${element.description}`,
          ...(pkg.homepage ? { 'doc-url': docsUrlOf(element.tag, pkg.homepage) } : {}),
          attributes: element.attributes.map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            ...(attribute.default !== undefined ? { default: attribute.default } : {}),
            value: { type: webType(attribute.values) },
            ...(attribute.values.kind === 'enum' ? { values: attribute.values.keywords.map((name) => ({ name })) } : {}),
          })),
          slots: named(element.slots),
          js: { events: named(element.events) },
          css: { parts: named(element.cssParts), properties: named(element.cssProperties) },
        })),
      },
    },
  };
}

/** Every generated file, keyed by its path relative to the project root. */
export function frameworkFiles(manifest, pkg) {
  const elements = elementsOf(manifest);
  return {
    'dist/types/storeElementTags.d.ts': tagTypes(elements),
    'dist/types/frameworks/react.d.ts': reactTypes(elements),
    'dist/types/frameworks/preact.d.ts': preactTypes(elements),
    'dist/types/frameworks/solid.d.ts': solidTypes(elements),
    'dist/types/frameworks/svelte.d.ts': svelteTypes(elements),
    'dist/types/frameworks/vue.d.ts': vueTypes(elements),
    'dist/vscode.html-custom-data.json': `${JSON.stringify(vscodeCustomData(elements, pkg.homepage), null, 2)}\n`,
    'dist/web-types.json': `${JSON.stringify(webTypes(elements, pkg), null, 2)}\n`,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const [path, text] of Object.entries(frameworkFiles(manifest, pkg))) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const index = join(root, 'dist/types/index.d.ts');
  const reach = `export type { StoreElementAttributes } from '${TAGS_MODULE}';\n`;
  const types = readFileSync(index, 'utf8');
  if (!types.includes(reach)) writeFileSync(index, types.replace(/(\/\/# sourceMappingURL=.*)?$/, (sourceMap) => `${reach}${sourceMap}`));
  console.log(`framework typings and editor data: ${elementsOf(manifest).length} elements (${relative(root, index)} reaches ${TAGS_MODULE})`);
}
