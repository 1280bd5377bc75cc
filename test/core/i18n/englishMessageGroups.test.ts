import { readFileSync } from 'node:fs';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { groupOf, groupsReferenced, keysReferenced } from '../../../scripts/englishMessages.mjs';

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
    expect(groups('t(`form.${kind}`);')).toEqual(['form', 'form.ampm', 'form.likert', 'form.part']);
  });

  it('a string ending in a dot is a prefix and names every group it starts', () => {
    expect(groups("if (error.key.startsWith('api.form.')) show(error);")).toEqual(['api.form']);
    expect(groups("const key = 'api.' + kind;")).toEqual(['api.addItem', 'api.error', 'api.form']);
  });

  it('names no group for strings that are no key, nor for comments', () => {
    expect(groups("// t('cart.page.checkout')\nmoney(cart.subtotalCents, 'cart.subtotalCents'); load('product.json'); `${a}.${b}`; 'cart';")).toEqual([]);
  });
});
