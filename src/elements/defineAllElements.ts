import { batchElementMounts } from './mounting/mountElement';
import { defineElement, type DefineResult } from './define';
import { elementClasses } from './elementClasses';

/** Defines every element of the library now, synchronously (used by the full bundle); the elements already on the page render together in one React pass. */
export function defineAllElements(): Record<string, DefineResult> {
  return batchElementMounts(() => {
    const results: Record<string, DefineResult> = {};
    for (const [tagName, elementClass] of Object.entries(elementClasses)) results[tagName] = defineElement(tagName, elementClass);
    return results;
  });
}
