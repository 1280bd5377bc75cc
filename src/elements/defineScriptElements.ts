import { batchElementMounts } from './base/mountElement';
import { defineElement, type DefineResult } from './define';
import { scriptElementClasses } from './scriptElementClasses';
import { scriptSiblingLoaders } from './scriptSiblingLoaders';
import { startLoader } from './startLoader';

let siblingsWatched = false;

/**
 * The single-file script's `defineAllElements`: defines the elements it bundles now, in one React pass, and every other
 * element the first time its tag appears (loading `storefront-<name>.js` from next to the script; the files the page
 * already shows are requested before the bundled elements render, so their download overlaps that render); returns the
 * outcome of the bundled ones.
 */
export function defineScriptElements(): Record<string, DefineResult> {
  if (!siblingsWatched && typeof document !== 'undefined') {
    siblingsWatched = true;
    startLoader(document, scriptSiblingLoaders());
  }
  return batchElementMounts(() => {
    const outcomes: Record<string, DefineResult> = {};
    for (const [tagName, elementClass] of Object.entries(scriptElementClasses)) outcomes[tagName] = defineElement(tagName, elementClass);
    return outcomes;
  });
}
