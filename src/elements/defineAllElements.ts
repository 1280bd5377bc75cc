import { defineElements, type DefineResult } from './define';
import { elementRows, type StoreTagName } from './manifest';

/** Defines every element of the manifest once their classes have loaded; the elements already on the page render together in one React pass. */
export async function defineAllElements(): Promise<Record<StoreTagName, DefineResult>> {
  const rows = elementRows();
  const classes = await Promise.all(rows.map(([, row]) => row.load()));
  const results = defineElements(rows.map(([tagName], index) => [tagName, classes[index]!] as const));
  return Object.fromEntries(rows.map(([tagName], index) => [tagName, results[index]!])) as Record<StoreTagName, DefineResult>;
}
