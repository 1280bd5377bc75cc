import type { PluginContext } from '../../plugin';
import { asString, getOf, pathOf } from './jsonValue';

/** Resolves `path` the way a template does from a frame holding `node`: inside `node` when its first key is there, else outward. */
export function lookup(node: unknown, path: readonly (string | number)[], ctx: PluginContext): unknown {
  const head = path[0];
  if (head !== undefined && getOf(node, head) !== undefined) return pathOf(node, path);
  return ctx.resolve(path);
}

/** Text a template writes for a value: strings as is, numbers and booleans via String, anything else empty. */
export const emit = (value: unknown): string => asString(value);
