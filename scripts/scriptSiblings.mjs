// The single-file script (an IIFE) and the element files it loads from next to itself (`storefront-<name>.js`, ES modules)
// share one copy of every module: each file imports the script's modules from a registry the script publishes, never its own copy.
//
// Rollup configs run in this order by `rollup -c` (rollup.config.mjs), twice the first two:
//  1. analyseScript: builds the script without writing it (publishing the bindings of the previous round, none at first)
//     and records the modules it renders;
//  2. importFromScript: builds the sibling files; an import of a module the script renders (or of a package it bundles)
//     becomes a read of the registry, and the bindings read are recorded (the first round writes nothing: discardOutput);
//  3. publishFromScript: builds the script for real, publishing exactly those bindings under
//     `Symbol.for('storefront-elements@<version>')`, and fails if a module ended up both in the script and in a sibling file.
// The second round exists because publishing a binding can pull a module into the script that a sibling file bundled.
import { relative, resolve, sep } from 'node:path';
import MagicString from 'magic-string';

const SHARED = 'storefront-shared:';
const MODULE = '\0storefront-shared-module:';
const READ = '\0storefront-shared-read';
const RAN = '\0storefront-shared-ran';
const REGISTRY = '__storefrontShared';

/** The package of a module id under node_modules (`react`, `@r2wc/core`), else undefined. */
function packageOf(id) {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '').split(sep).join('/');
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [first, second] = path.slice(at + '/node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : first;
}

/** Modules a build rendered code of, helpers of rollup's plugins (`\0…` without a package, but for `virtual` ones) aside. */
function renderedModules(bundle, virtual) {
  const ids = new Set();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    for (const [id, module] of Object.entries(output.modules)) if (module.renderedLength > 0 && (!id.startsWith('\0') || packageOf(id) || virtual.test(id))) ids.add(id);
  }
  return ids;
}

/** A short, stable registry key for a source module: its path under src/ hashed (FNV-1a, base 36). */
function shortKey(path) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index += 1) hash = Math.imul(hash ^ path.charCodeAt(index), 0x01000193) >>> 0;
  return `~${hash.toString(36)}`;
}

/** Every name a module exports, through its `export *` re-exports (rollup lists those as '*'). */
async function exportNames(context, id, seen = new Set()) {
  if (seen.has(id)) return [];
  seen.add(id);
  const info = await context.load({ id });
  const names = new Set((info.exports ?? []).filter((name) => name !== '*'));
  for (const [source, bound] of Object.entries(info.exportedBindings ?? {})) {
    if (!bound.includes('*')) continue;
    const target = await context.resolve(source, id, { skipSelf: true });
    if (!target || target.external) context.error(`cannot list the exports of ${source}, re-exported by ${id}`);
    for (const name of await exportNames(context, target.id, seen)) if (name !== 'default') names.add(name);
  }
  return [...names];
}

/** The declaration in the script's sibling loaders (as TypeScript or as compiled) that the script's build fills with each sibling file's chunks. */
const SIBLING_CHUNKS_SLOT = /\bconst SIBLING_CHUNKS(: [^=]+)? = \{\};/;

/** Each entry file of a sibling build with the chunk files it imports, directly or through another chunk. */
function siblingChunksOf(bundle) {
  const chunks = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isEntry) continue;
    const found = new Set();
    const visit = (fileName) => {
      for (const imported of bundle[fileName]?.imports ?? []) {
        if (!bundle[imported] || found.has(imported)) continue;
        found.add(imported);
        visit(imported);
      }
    };
    visit(output.fileName);
    chunks[output.fileName] = [...found].sort();
  }
  return chunks;
}

/**
 * The plugins, sharing what the script renders and what its sibling files import; `publisher` is the module the script
 * publishes through; `ranByScript` matches virtual modules without exports (side effects only) that a sibling file leaves
 * out when the script runs them (the en-US messages of a message group).
 */
export function scriptSiblings({ version, publisher, ranByScript = /^$/, siblingLoaders = 'src/elements/scriptSiblingLoaders.ts' }) {
  const siblingLoadersId = resolve(siblingLoaders);
  const registryKey = `storefront-elements@${version}`;
  const publisherId = resolve(publisher);
  const state = { scriptModules: undefined, scriptPackages: undefined, bindings: new Map(), sources: new Map(), ids: new Map(), siblingModules: new Set(), siblingChunks: {} };
  const keyOf = (id) => shortKey(relative(resolve('src'), id).split(sep).join('/'));
  const shared = (key, source, id, external) => {
    state.sources.set(key, source);
    state.ids.set(key, id);
    return external ? { id: SHARED + key, external: true } : MODULE + key;
  };
  const bind = (key, name) => {
    if (!state.bindings.has(key)) state.bindings.set(key, new Set());
    state.bindings.get(key).add(name);
  };

  /** The script's module publishing, under the registry key, every binding the sibling files read. */
  function publication(id) {
    if (id !== publisherId) return null;
    const imports = [];
    const entries = [];
    [...state.bindings].sort(([a], [b]) => a.localeCompare(b)).forEach(([key, names], index) => {
      const source = JSON.stringify(state.sources.get(key));
      const published = [...names].filter(Boolean).sort();
      if (published.includes('*')) {
        imports.push(`import * as m${index} from ${source};`);
        entries.push(`${JSON.stringify(key)}: m${index}`);
        return;
      }
      imports.push(published.length > 0 ? `import { ${published.map((name, at) => `${JSON.stringify(name)} as m${index}_${at}`).join(', ')} } from ${source};` : `import ${source};`);
      entries.push(`${JSON.stringify(key)}: { ${published.map((name, at) => `${JSON.stringify(name)}: m${index}_${at}`).join(', ')} }`);
    });
    return [
      ...imports,
      `const key = Symbol.for(${JSON.stringify(registryKey)});`,
      `if (!globalThis[key]) Object.defineProperty(globalThis, key, { value: Object.freeze({ ${entries.join(', ')} }) });`,
    ].join('\n');
  }

  const analyseScript = {
    name: 'script-siblings-analyse',
    load: publication,
    generateBundle(_options, bundle) {
      state.scriptModules = renderedModules(bundle, ranByScript);
      state.scriptPackages = new Set([...state.scriptModules].map(packageOf).filter(Boolean));
      for (const fileName of Object.keys(bundle)) delete bundle[fileName];
    },
  };

  const importFromScript = {
    name: 'script-siblings-import',
    buildStart() {
      if (!state.scriptModules) this.error('the script analysis (scriptSiblings analyseScript) must run before the sibling files are built');
      state.bindings.clear();
      state.sources.clear();
      state.ids.clear();
      state.siblingModules.clear();
    },
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        if (source === READ) return READ;
        if (ranByScript.test(source) && state.scriptModules.has(source)) return RAN;
        if (!importer || source.startsWith('\0') || source.startsWith(SHARED)) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external) return resolved;
        const bare = !source.startsWith('.') && !source.startsWith('/');
        if (bare) return state.scriptPackages.has(packageOf(resolved.id)) ? shared(source, source, resolved.id, resolved.id.includes('?commonjs')) : resolved;
        if (!resolved.id.startsWith(resolve('src'))) return resolved;
        return state.scriptModules.has(resolved.id) ? shared(keyOf(resolved.id), resolved.id, resolved.id, false) : resolved;
      },
    },
    async load(id) {
      if (id === RAN) return '';
      if (id === READ) {
        return [
          `const registry = globalThis[Symbol.for(${JSON.stringify(registryKey)})];`,
          `if (!registry) throw new Error("[storefront-elements ${version}] this file is part of storefront-elements.js ${version}: load that script, which loads this file.");`,
          'export function read(key, name) { return registry[key][name]; }',
        ].join('\n');
      }
      if (!id.startsWith(MODULE)) return null;
      const key = id.slice(MODULE.length);
      const exports = await exportNames(this, state.ids.get(key));
      const read = (name) => `/*#__PURE__*/ read(${JSON.stringify(key)}, ${JSON.stringify(name)})`;
      return [
        `import { read } from ${JSON.stringify(READ)};`,
        ...exports.map((name, index) => (name === 'default' ? `export default ${read(name)};` : `const x${index} = ${read(name)};\nexport { x${index} as ${JSON.stringify(name)} };`)),
      ].join('\n');
    },
    renderChunk(code) {
      const text = new MagicString(code);
      let reads = false;
      for (const node of this.parse(code).body) {
        const from = node.source?.value;
        if (typeof from !== 'string' || !from.startsWith(SHARED)) continue;
        if (node.type !== 'ImportDeclaration') this.error(`a sibling file re-exports ${from}: import it and export a binding of its own`);
        const key = from.slice(SHARED.length);
        const module = `${REGISTRY}[${JSON.stringify(key)}]`;
        const named = [];
        const statements = [];
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') {
            bind(key, '*');
            statements.push(`const ${specifier.local.name} = ${module};`);
          } else {
            const name = specifier.type === 'ImportDefaultSpecifier' ? 'default' : (specifier.imported.name ?? specifier.imported.value);
            bind(key, name);
            named.push(`${JSON.stringify(name)}: ${specifier.local.name}`);
          }
        }
        if (named.length > 0) statements.push(`const { ${named.join(', ')} } = ${module};`);
        text.overwrite(node.start, node.end, statements.join(' '));
        reads = true;
      }
      for (const match of code.matchAll(/\bimport\((['"])storefront-shared:([^'"]+)\1\)/g)) {
        bind(match[2], '*');
        text.overwrite(match.index, match.index + match[0].length, `Promise.resolve(${REGISTRY}[${JSON.stringify(match[2])}])`);
        reads = true;
      }
      if (!reads) return null;
      text.prepend(`const ${REGISTRY} = globalThis[Symbol.for(${JSON.stringify(registryKey)})];\n`);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) if (id.startsWith(MODULE)) for (const name of module.renderedExports) bind(id.slice(MODULE.length), name);
      }
      for (const id of renderedModules(bundle, ranByScript)) state.siblingModules.add(id);
      state.siblingChunks = siblingChunksOf(bundle);
    },
  };

  const publishFromScript = {
    name: 'script-siblings-publish',
    buildStart() {
      if (!state.scriptModules) this.error('the script analysis and the sibling files must be built before the script');
    },
    load: publication,
    /** Writes each sibling file's chunks into the script's loaders, which request them together with the file (no waterfall). */
    transform(code, id) {
      if (id !== siblingLoadersId) return null;
      if (!SIBLING_CHUNKS_SLOT.test(code)) this.error(`${siblingLoaders} no longer declares \`const SIBLING_CHUNKS = {};\``);
      return { code: code.replace(SIBLING_CHUNKS_SLOT, `const SIBLING_CHUNKS = ${JSON.stringify(state.siblingChunks)};`), map: null };
    },
    generateBundle(_options, bundle) {
      const both = [...renderedModules(bundle, ranByScript)].filter((id) => state.siblingModules.has(id));
      const packages = new Set([...state.siblingModules].map(packageOf).filter(Boolean));
      const sharedPackages = [...renderedModules(bundle, ranByScript)].map(packageOf).filter((name) => name && packages.has(name));
      if (both.length > 0 || sharedPackages.length > 0) {
        this.error(`modules bundled both in the script and in a sibling file (a second copy): ${[...new Set([...both, ...sharedPackages])].join(', ')}`);
      }
    },
  };

  /** The sibling files' chunks: code that several files share is merged into chunks of at least 10 KB where rollup can. */
  const siblingOutput = { experimentalMinChunkSize: 10_000 };

  /** Drops what a build wrote: the first build of the sibling files only learns which bindings they read. */
  const discardOutput = {
    name: 'script-siblings-discard',
    generateBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) delete bundle[fileName];
    },
  };

  return { analyseScript, importFromScript, publishFromScript, discardOutput, siblingOutput };
}
