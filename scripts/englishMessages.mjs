// The en-US messages travel with the modules that use them: every source module imports the message groups (a key without
// its last segment: `cart.page` for `cart.page.checkout`, `restock` for `restock.submit`) its code names, as side-effect-only
// virtual modules that add their compiled messages to the live catalog in src/core/i18n/englishMessages.ts. Rollup then
// places each group in the chunk of the elements using it. Groups rather than whole features: `cart.pill` (the pill, on
// every product page) and `cart.page` (the cart element) share the feature `cart` but no element.
import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import MagicString from 'magic-string';
import { compileCatalog } from './compileCatalog.mjs';

/** Id prefix of the virtual module registering one message group: `\0en-US:cart.page`. */
export const GROUP_MODULE = '\0en-US:';
/** Matches the ids of the group modules. */
export const groupModules = /^\0en-US:/;
/** The virtual module standing for the whole catalog file in the build: the live catalog. */
const LIVE_CATALOG = '\0en-US';

/** A key's message group: the key without its last segment. */
export const groupOf = (key) => (key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : key);

/**
 * The catalog keys a piece of text in code can name: the key itself, or every key it starts when it is a prefix (a string
 * ending in a dot such as 'api.form.', or the head of a template literal such as `form.part.${name}`).
 * @param {string} text
 * @param {boolean} prefix whether code appends to the text (a template literal's head)
 * @param {readonly string[]} keys
 */
function keysNamedBy(text, prefix, keys) {
  if (!text.includes('.')) return [];
  if (!prefix && !text.endsWith('.')) return keys.includes(text) ? [text] : [];
  return keys.filter((key) => key.startsWith(text));
}

/** Calls `visit` on every node of an ESTree AST; a visit returning false skips the node's children. */
export function walk(node, visit) {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node.type === 'string' && visit(node) === false) return;
  for (const [field, value] of Object.entries(node)) if (field !== 'type' && value !== null && typeof value === 'object') walk(value, visit);
}

/**
 * Every catalog key a program's code can name: string literals that are keys, strings ending in a dot that start keys, and
 * template literals whose head starts keys (all the keys it starts, as the rest is computed).
 * @param {object} program ESTree AST
 * @param {readonly string[]} keys the catalog's keys
 * @param {(node: object) => boolean} [skip] nodes whose subtree names no key
 * @returns {Set<string>}
 */
export function keysReferenced(program, keys, skip = () => false) {
  const named = new Set();
  walk(program, (node) => {
    if (skip(node)) return false;
    if (node.type === 'Literal' && typeof node.value === 'string') for (const key of keysNamedBy(node.value, false, keys)) named.add(key);
    if (node.type === 'TemplateLiteral') {
      const head = node.quasis[0]?.value.cooked ?? '';
      for (const key of keysNamedBy(head, node.expressions.length > 0, keys)) named.add(key);
    }
    return true;
  });
  return named;
}

/** The message groups of a program's catalog keys, sorted. */
export const groupsReferenced = (program, keys) => [...new Set([...keysReferenced(program, keys)].map(groupOf))].sort();

/**
 * Rollup plugin: each module under src/ imports `\0en-US:<group>` for every message group its code names (a key or all
 * the keys a prefix starts), and the import of
 * src/locales/en-US.json by src/core/i18n/loadCatalog.ts becomes the live catalog, so that a page carries the English
 * messages of the features it loads only. Vitest and Storybook run the sources without it: there the whole file loads.
 */
export function englishMessages({ catalog = 'src/locales/en-US.json', registry = 'src/core/i18n/englishMessages.ts', importer = 'src/core/i18n/loadCatalog.ts' } = {}) {
  const catalogFile = resolve(catalog);
  const registryFile = resolve(registry);
  const importerFile = resolve(importer);
  const sources = resolve('src') + sep;
  let messages;
  let keys;
  return {
    name: 'english-messages',
    buildStart() {
      this.addWatchFile(catalogFile);
      messages = compileCatalog(JSON.parse(readFileSync(catalogFile, 'utf8')));
      keys = Object.keys(messages);
    },
    resolveId(source, from) {
      if (source.startsWith(GROUP_MODULE)) return { id: source, moduleSideEffects: true };
      if (from === importerFile && source.endsWith('.json')) return resolve(importerFile, '..', source) === catalogFile ? LIVE_CATALOG : null;
      return null;
    },
    load(id) {
      if (id === LIVE_CATALOG) return `export { englishMessages as default } from ${JSON.stringify(registryFile)};`;
      if (!id.startsWith(GROUP_MODULE)) return null;
      const group = id.slice(GROUP_MODULE.length);
      const part = Object.fromEntries(Object.entries(messages).filter(([key]) => groupOf(key) === group));
      if (Object.keys(part).length === 0) this.error(`the en-US catalog has no message group "${group}"`);
      return {
        code: `import { addEnglishMessages } from ${JSON.stringify(registryFile)};\naddEnglishMessages(${JSON.stringify(part)});\n`,
        moduleSideEffects: true,
      };
    },
    transform(code, id) {
      if (!id.startsWith(sources) || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const groups = groupsReferenced(this.parse(code), keys);
      if (groups.length === 0) return null;
      const text = new MagicString(code);
      text.prepend(groups.map((group) => `import ${JSON.stringify(GROUP_MODULE + group)};\n`).join(''));
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
