import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../scripts/compileCatalog.mjs';
import { englishMessages, groupOf, groupsReferenced, keysReferenced } from '../../../scripts/englishMessages.mjs';

const keys = Object.keys(JSON.parse(readFileSync('src/locales/en-US.json', 'utf8')) as Record<string, string>);
const groups = (code: string) => groupsReferenced(parseAst(code), keys);
const startingWith = (prefix: string) => keys.filter((key) => key.startsWith(prefix));

describe('the message groups a module names (scripts/englishMessages.mjs)', () => {
  it('a group is the key without its last segment', () => {
    expect(groupOf('cart.page.checkout')).toBe('cart.page');
    expect(groupOf('restock.submit')).toBe('restock');
  });

  it('a string literal that is a key names its group', () => {
    expect(groups("t('cart.page.checkout'); const keys = { soldOut: 'product.soldOut' };")).toEqual(['cart.page', 'product']);
    expect(groups('const key = `quickView.close`;')).toEqual(['quickView']);
  });

  it('a template literal names every group its head starts', () => {
    expect(startingWith('form.part.').length).toBeGreaterThan(1);
    expect(keysReferenced(parseAst('t(`form.part.${name}`);'), keys)).toEqual(new Set(startingWith('form.part.')));
    expect(groups('t(`form.likert.${score}`, { score });')).toEqual(['form.likert']);
    expect(groups('t(`form.${kind}`);')).toEqual(['form', 'form.ampm', 'form.answer', 'form.likert', 'form.part']);
  });

  it('a string ending in a dot is a prefix and names every group it starts', () => {
    expect(groups("if (error.key.startsWith('api.form.')) show(error);")).toEqual(['api.form']);
    expect(groups("const key = 'api.' + kind;")).toEqual(['api.addItem', 'api.error', 'api.form']);
  });

  it('names no group for strings that are no key, nor for comments', () => {
    expect(groups("// t('cart.page.checkout')\nmoney(cart.subtotalCents, 'cart.subtotalCents'); load('product.json'); `${a}.${b}`; 'cart';")).toEqual([]);
  });
});

describe('the englishMessages rollup plugin', () => {
  type Hook = (this: unknown, ...args: unknown[]) => unknown;
  const plugin = englishMessages();
  const hook = (name: 'buildStart' | 'resolveId' | 'load' | 'transform') => plugin[name] as unknown as Hook;
  const context = { parse: parseAst, addWatchFile: () => undefined, error: (message: string) => { throw new Error(message); } };
  hook('buildStart').call(context);

  it('prefixes a source module with an import of each group it names, and leaves a module naming none alone', () => {
    const transformed = hook('transform').call(context, "export const label = (t) => t('cart.pill.quantity') + t(`form.likert.${1}`);", resolve('src/demo/label.ts')) as { code: string };
    const imports = ['cart.pill', 'form.likert'].map((group) => `import ${JSON.stringify(`\0en-US:${group}`)};\n`).join('');
    expect(transformed.code.startsWith(`${imports}export const label`)).toBe(true);
    expect(hook('transform').call(context, "export const x = 'plain';", resolve('src/demo/plain.ts'))).toBeNull();
    expect(hook('transform').call(context, "t('cart.pill.quantity');", resolve('node_modules/demo/index.js'))).toBeNull();
  });

  it('a group module adds the group’s compiled messages to the live catalog, as a side effect', () => {
    expect(hook('resolveId').call(context, '\0en-US:cart.pill', resolve('src/demo/label.ts'))).toEqual({ id: '\0en-US:cart.pill', moduleSideEffects: true });
    const loaded = hook('load').call(context, '\0en-US:cart.pill') as { code: string; moduleSideEffects: boolean };
    expect(loaded.moduleSideEffects).toBe(true);
    expect(loaded.code).toContain(`from ${JSON.stringify(resolve('src/core/i18n/englishMessages.ts'))}`);
    const registered = JSON.parse(/addEnglishMessages\((.*)\);/.exec(loaded.code)?.[1] ?? '{}') as Record<string, unknown>;
    const source = JSON.parse(readFileSync('src/locales/en-US.json', 'utf8')) as Record<string, string>;
    expect(registered).toEqual(compileCatalog(Object.fromEntries(startingWith('cart.pill.').map((key) => [key, source[key] as string]))));
    expect(Object.keys(registered)).toHaveLength(4);
    expect(() => hook('load').call(context, '\0en-US:nope')).toThrow('no message group "nope"');
  });

  it('the catalog file loadCatalog.ts imports becomes the live catalog; other imports of it stay', () => {
    const live = hook('resolveId').call(context, '../../locales/en-US.json', resolve('src/core/i18n/loadCatalog.ts')) as string;
    expect(hook('load').call(context, live)).toBe(`export { englishMessages as default } from ${JSON.stringify(resolve('src/core/i18n/englishMessages.ts'))};`);
    expect(hook('resolveId').call(context, '../locales/en-US.json', resolve('src/core/elsewhere.ts'))).toBeNull();
  });
});
