import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import type * as coreEntry from '../../src/core';
import scriptSiblings from '../../src/elements/scriptSiblings.json';
import { compileCatalog } from '../../scripts/compileCatalog.mjs';
import { groupOf, keysReferenced, walk, type AstNode } from '../../scripts/englishMessages.mjs';
import { elementEntries, loaderPageFiles, PRODUCT_PAGE_ELEMENTS, staticGraph } from '../../scripts/distSizes.mjs';

const english = compileCatalog(JSON.parse(readFileSync('src/locales/en-US.json', 'utf8')) as Record<string, string>);
const keys = Object.keys(english);
const SCRIPT = 'dist/storefront-elements.js';
const siblingFiles = [...Object.values(scriptSiblings).map(([folder]) => folder as string), 'additional-fields'].map((name) => `dist/storefront-${name}.js`);

/** The value of a literal expression as terser prints it (`!0` for true), or undefined when it is not one. */
function literalValue(node: AstNode): { value: unknown } | undefined {
  if (node.type === 'Literal') return { value: node.value };
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) return { value: (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked };
  if (node.type === 'UnaryExpression') {
    const argument = literalValue(node.argument as AstNode);
    if (!argument) return undefined;
    if (node.operator === '!') return { value: !argument.value };
    if (node.operator === '-') return { value: -(argument.value as number) };
    if (node.operator === 'void') return { value: undefined };
    return undefined;
  }
  if (node.type === 'ArrayExpression') {
    const items = (node.elements as AstNode[]).map(literalValue);
    return items.every(Boolean) ? { value: items.map((item) => item?.value) } : undefined;
  }
  if (node.type === 'ObjectExpression') {
    const entries = (node.properties as AstNode[]).map((property) => {
      if (property.type !== 'Property' || property.computed) return undefined;
      const key = property.key as AstNode;
      const value = literalValue(property.value as AstNode);
      return value ? [key.type === 'Identifier' ? key.name : (key.value as string), value.value] : undefined;
    });
    return entries.every(Boolean) ? { value: Object.fromEntries(entries as [string, unknown][]) } : undefined;
  }
  return undefined;
}

/** An object literal keyed by catalog keys only: a registration of en-US messages, or another locale's catalog. */
const catalogShaped = (node: AstNode) =>
  node.type === 'ObjectExpression' &&
  (node.properties as AstNode[]).length > 0 &&
  (node.properties as AstNode[]).every((property) => property.type === 'Property' && keys.includes(String((property.key as AstNode).value)));

/** What one built file registers (a call with an object of en-US messages, exactly as compiled) and names. */
interface FileMessages {
  readonly registered: readonly (readonly string[])[];
  readonly named: ReadonlySet<string>;
}

const analysed = new Map<string, FileMessages>();
function messagesOf(file: string): FileMessages {
  const known = analysed.get(file);
  if (known) return known;
  const program = parseAst(readFileSync(file, 'utf8'));
  const registered: string[][] = [];
  walk(program, (node) => {
    const [argument] = (node.arguments as AstNode[] | undefined) ?? [];
    if (node.type !== 'CallExpression' || (node.arguments as AstNode[]).length !== 1 || !argument || !catalogShaped(argument)) return;
    const part = literalValue(argument)?.value as Record<string, unknown> | undefined;
    if (part && Object.entries(part).every(([key, message]) => isDeepStrictEqual(message, english[key]))) registered.push(Object.keys(part));
  });
  const messages = { registered, named: keysReferenced(program, keys, catalogShaped) };
  analysed.set(file, messages);
  return messages;
}

const registeredIn = (files: readonly string[], without?: string) =>
  new Set(files.flatMap((file) => messagesOf(file).registered.filter((part) => !part.includes(without ?? '')).flat()));
const namedIn = (files: readonly string[]) => new Set(files.flatMap((file) => [...messagesOf(file).named]));

const dynamicImport = /\bimport\(\s*["'](\.[^"']+)["']\s*\)/g;
const LOCALE_CHUNK = /\/[a-z]{2}-[A-Z]{2}-[\w-]+\.js$/;

/**
 * Keys a built graph names without registering them where it runs: for each file, the registrations of every file loaded
 * by then (the context: the static graph of the entry and of each dynamic import on the way). `without` leaves out the
 * registration holding that key, to show that the check sees a missing one.
 */
function unregisteredKeys(entry: string, context: readonly string[] = [], without?: string): string[] {
  const missing = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string, loaded: readonly string[]) => {
    if (visited.has(file)) return;
    visited.add(file);
    const graph = staticGraph(file);
    const all = [...new Set([...loaded, ...graph])];
    const registered = registeredIn(all, without);
    for (const key of namedIn(graph)) if (!registered.has(key)) missing.add(`${key} (${file})`);
    for (const member of graph) {
      for (const match of readFileSync(member, 'utf8').matchAll(dynamicImport)) {
        const target = join(dirname(member), match[1] as string);
        if (!LOCALE_CHUNK.test(target)) visit(target, all);
      }
    }
  };
  visit(entry, context);
  return [...missing].sort();
}

describe('each built graph registers the en-US messages its code names, and no others', () => {
  it('the product page names and registers product, price and add-to-cart messages', () => {
    const page = loaderPageFiles(PRODUCT_PAGE_ELEMENTS);
    expect([...namedIn(page)]).toEqual(expect.arrayContaining(['addToCart.label.add', 'productPrice.current', 'cart.pill.ariaLabel', 'api.error.network']));
    expect([...registeredIn(page)]).toEqual(expect.arrayContaining(['addToCart.label.add', 'productPrice.current', 'cart.pill.ariaLabel', 'api.error.network']));
  });

  it.each([...elementEntries(), 'dist/index.js'])('%s and the chunks it loads register every key they name', (entry) => {
    expect(unregisteredKeys(entry)).toEqual([]);
  });

  it('dist/core.js (storefront-elements/core) keeps the whole en-US catalog as its englishCatalog, and registers none', async () => {
    const core = (await import(/* @vite-ignore */ pathToFileURL(resolve('dist/core.js')).href)) as typeof coreEntry;
    expect(core.englishCatalog).toEqual(english);
    expect(messagesOf('dist/core.js').registered).toEqual([]);
  });

  it.each([SCRIPT, ...siblingFiles])('%s (with the script) registers every key it names', (file) => {
    expect(unregisteredKeys(file, file === SCRIPT ? [] : [SCRIPT])).toEqual([]);
  });

  it('the check sees a registration left out', () => {
    for (const [entry, key] of [
      ['dist/elements/add-to-cart.js', 'addToCart.label.add'],
      ['dist/elements/cart.js', 'cart.page.checkout'],
      [SCRIPT, 'productPrice.current'],
    ] as const) {
      expect(unregisteredKeys(entry, [], key), entry).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${key.replaceAll('.', '\\.')} `))]));
    }
    expect(unregisteredKeys('dist/storefront-form.js', [SCRIPT], 'form.part.City').length).toBeGreaterThan(0);
  });

  it('the product page carries only the message groups its code names: no account, form, cart page or restock texts', () => {
    const page = loaderPageFiles(PRODUCT_PAGE_ELEMENTS);
    const registered = [...registeredIn(page)];
    const namedGroups = new Set([...namedIn(page)].map(groupOf));
    expect([...new Set(registered.map(groupOf))].filter((group) => !namedGroups.has(group))).toEqual([]);
    expect(registered.filter((key) => /^(account|form|cart\.page|restock|reviews|quickView|cookieConsent|captcha)\./.test(key))).toEqual([]);
  });

  it('each message is registered once per graph: the script and a file next to it never both', () => {
    const script = registeredIn([SCRIPT]);
    for (const file of siblingFiles) {
      const own = registeredIn(staticGraph(file));
      expect([...own].filter((key) => script.has(key)), file).toEqual([]);
    }
    for (const entry of elementEntries()) {
      const parts = staticGraph(entry).flatMap((file) => messagesOf(file).registered.flat());
      expect(parts.length, entry).toBe(new Set(parts).size);
    }
  });
});
