import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';

/** Characters that make a catalog text ICU syntax rather than plain text. */
const ICU_SYNTAX = /[{}']/;

/** Drops what intl-messageformat reads the same when absent: null styles, offset 0, cardinal plural type. */
function compact(node) {
  if (Array.isArray(node)) return node.map(compact);
  if (node === null || typeof node !== 'object') return node;
  const kept = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === null || value === undefined) continue;
    if (key === 'offset' && value === 0) continue;
    if (key === 'pluralType' && value === 'cardinal') continue;
    kept[key] = compact(value);
  }
  return kept;
}

/**
 * Compiles one ICU message for `new IntlMessageFormat(message, locale)` without the parser: plain text stays a string,
 * anything else becomes intl-messageformat's parsed AST (tags are text, as the elements format with ignoreTag).
 * @param {string} message
 * @returns {string | object[]}
 */
export function compileMessage(message) {
  return ICU_SYNTAX.test(message) ? compact(parse(message, { ignoreTag: true })) : message;
}

/**
 * Compiles every message of a source catalog (key → ICU text).
 * @param {Record<string, string>} catalog
 * @returns {Record<string, string | object[]>}
 */
export function compileCatalog(catalog) {
  return Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]));
}

const LOCALE_FILE = /[\\/]src[\\/]locales[\\/][^\\/]+\.json$/;
const require = createRequire(import.meta.url);
const NO_PARSER = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');

/**
 * Rollup plugin: the catalogs under src/locales/ are bundled precompiled, and intl-messageformat links the parser-free
 * build of its parser package, so element bundles carry no ICU message parser. Put it before the JSON plugin.
 */
export function precompiledCatalogs() {
  return {
    name: 'precompiled-catalogs',
    resolveId(source, importer) {
      if (source === '@formatjs/icu-messageformat-parser' && importer && /[\\/]node_modules[\\/]intl-messageformat[\\/]/.test(importer)) return NO_PARSER;
      return null;
    },
    transform(code, id) {
      if (!LOCALE_FILE.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code))), map: null };
    },
  };
}

/**
 * A catalog file compiled for dist/locales/.
 * @param {string} file
 * @returns {string}
 */
export function compiledCatalogFile(file) {
  return JSON.stringify(compileCatalog(JSON.parse(readFileSync(file, 'utf8'))));
}
