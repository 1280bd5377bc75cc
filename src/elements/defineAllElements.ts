import { batchElementMounts } from './mounting/mountElement';
import { defineElement, type DefineResult } from './define';
import { elementRows, type StoreTagName } from './manifest';

/** Defines every element of the manifest once their classes have loaded; the elements already on the page render together in one React pass. */
export async function defineAllElements(): Promise<Record<StoreTagName, DefineResult>> {
  const rows = elementRows();
  const classes = await Promise.all(rows.map(([, row]) => row.load()));
  return batchElementMounts(() => Object.fromEntries(rows.map(([tagName], index) => [tagName, defineElement(tagName, classes[index]!)])) as Record<StoreTagName, DefineResult>);
}
