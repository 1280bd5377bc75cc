import { sourcesOf, staticGraph } from '../../../scripts/distSizes.mjs';

export { sourcesOf, staticGraph };

/** The source modules (from the source maps) bundled into an entry and the chunks it loads statically. */
export function bundledSources(entry: string): string[] {
  return staticGraph(entry).flatMap(sourcesOf);
}
