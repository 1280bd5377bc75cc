#!/usr/bin/env node
// Generates custom-elements.json (Custom Elements Manifest schema 2.1.0) from the header comment of the element.ts of
// every element of src/elements/manifest.ts: @tag, @summary, @attr, @prop, @event (or @fires), @slot, @csspart, @cssprop, @state.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ELEMENT_MANIFEST, readElementManifest } from './readElementManifest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Splits "{type} name - description" (type optional and may nest braces, "name=default" allowed). */
function parseTagLine(text) {
  let rest = text.trim();
  let type;
  if (rest.startsWith('{')) {
    let depth = 0;
    let end = -1;
    for (let index = 0; index < rest.length; index += 1) {
      if (rest[index] === '{') depth += 1;
      if (rest[index] === '}') depth -= 1;
      if (depth === 0) {
        end = index;
        break;
      }
    }
    if (end < 0) return null;
    type = rest.slice(1, end).trim();
    rest = rest.slice(end + 1).trim();
  }
  const match = /^(?<name>\S+)(?:\s+-\s+|\s+)?(?<description>[\s\S]*)$/.exec(rest);
  if (!match?.groups) return null;
  const { name, description } = match.groups;
  const separator = name.indexOf('=');
  const bareName = separator < 0 ? name : name.slice(0, separator);
  const defaultValue = separator < 0 ? undefined : name.slice(separator + 1);
  return { type, name: bareName, defaultValue, description: description.trim().replace(/\s+/g, ' ') };
}

/** Reads the first JSDoc block that carries a @tag. */
export function parseHeader(source) {
  const blocks = source.match(/\/\*\*[\s\S]*?\*\//g) ?? [];
  const block = blocks.find((text) => /@tag\s/.test(text));
  if (!block) return null;
  const lines = block
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''));
  const entries = [];
  let description = [];
  let current = null;
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (tag) {
      current = { tag: tag[1], text: tag[2] };
      entries.push(current);
    } else if (current) {
      current.text += ` ${line.trim()}`;
    } else if (line.trim()) {
      description.push(line.trim());
    }
  }
  const declaration = {
    kind: 'class',
    description: description.join(' '),
    name: '',
    tagName: '',
    customElement: true,
    attributes: [],
    members: [],
    events: [],
    slots: [],
    cssParts: [],
    cssProperties: [],
    cssStates: [],
  };
  for (const { tag, text } of entries) {
    const parsed = parseTagLine(text);
    switch (tag) {
      case 'tag':
        declaration.tagName = text.trim();
        break;
      case 'class':
        declaration.name = text.trim();
        break;
      case 'summary':
        declaration.summary = text.trim();
        break;
      case 'attr':
        if (parsed) {
          declaration.attributes.push({
            name: parsed.name,
            ...(parsed.type ? { type: { text: parsed.type } } : {}),
            ...(parsed.defaultValue !== undefined ? { default: parsed.defaultValue } : {}),
            description: parsed.description,
          });
        }
        break;
      case 'prop':
        if (parsed) declaration.members.push({ kind: 'field', name: parsed.name, ...(parsed.type ? { type: { text: parsed.type } } : {}), description: parsed.description });
        break;
      case 'event':
      case 'fires':
        if (parsed) declaration.events.push({ name: parsed.name, ...(parsed.type ? { type: { text: parsed.type } } : {}), description: parsed.description });
        break;
      case 'slot':
        if (parsed) declaration.slots.push({ name: parsed.name === '-' ? '' : parsed.name, description: parsed.description });
        break;
      case 'csspart':
        if (parsed) declaration.cssParts.push({ name: parsed.name, description: parsed.description });
        break;
      case 'cssprop':
        if (parsed) declaration.cssProperties.push({ name: parsed.name, ...(parsed.defaultValue !== undefined ? { default: parsed.defaultValue } : {}), description: parsed.description });
        break;
      case 'state':
        if (parsed) declaration.cssStates.push({ name: parsed.name, description: parsed.description });
        break;
      default:
        break;
    }
  }
  for (const key of ['attributes', 'members', 'events', 'slots', 'cssParts', 'cssProperties', 'cssStates']) {
    if (declaration[key].length === 0) delete declaration[key];
  }
  return declaration;
}

/** Builds the manifest object for every element of the element manifest (src/elements/manifest.ts), in its order, from each folder's element.ts. */
export function buildManifest(manifestFile = ELEMENT_MANIFEST) {
  const dir = dirname(manifestFile);
  const modules = readElementManifest(manifestFile).map(({ tag, folder }) => {
    const declaration = parseHeader(readFileSync(join(dir, folder, 'element.ts'), 'utf8'));
    const path = `src/elements/${folder}/element.ts`;
    if (declaration?.tagName !== tag) throw new Error(`${path} documents @tag ${declaration?.tagName || 'nothing'}, but the element manifest names it <${tag}>`);
    return {
      kind: 'javascript-module',
      path,
      declarations: [declaration],
      exports: [
        { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: path } },
        { kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module: path } },
      ],
    };
  });
  return { schemaVersion: '2.1.0', readme: '', modules };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = buildManifest();
  writeFileSync(join(root, 'custom-elements.json'), JSON.stringify(manifest, null, 2) + '\n');
  const tags = manifest.modules.map((module) => module.declarations[0].tagName);
  console.log(`custom-elements.json: ${tags.length} elements (${tags.join(', ')})`);
}
