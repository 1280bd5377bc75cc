import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.[^"']+)["']/g;

/** Every built file an ESM entry in dist/ loads statically, the entry first. */
export function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(staticImport)) visit(join(dirname(file), match[1] as string));
  };
  visit(entry);
  return [...seen];
}

/** The source modules (from its source map) bundled into one built file. */
export function sourcesOf(file: string): string[] {
  return (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
}

/** The source modules (from the source maps) bundled into an entry and the chunks it loads statically. */
export function bundledSources(entry: string): string[] {
  return staticGraph(entry).flatMap(sourcesOf);
}
