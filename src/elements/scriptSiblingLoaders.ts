import type { StoreTagName } from './manifest';
import scriptSiblings from './scriptSiblings.json';
import type { ElementRow } from './manifest';

/** Folder under src/elements and exported class name of each element the single-file script loads from a file next to itself. */
export const SCRIPT_SIBLINGS = scriptSiblings as unknown as Readonly<Partial<Record<StoreTagName, readonly [folder: string, className: string]>>>;

/** File next to the single-file script holding the element built from `src/elements/<folder>` (its own ES module, sharing the script's modules). */
export const scriptSiblingFile = (folder: string): string => `storefront-${folder}.js`;

const scriptUrl = import.meta.url;

/** The chunk files each sibling file imports, directly or through another chunk, by file name (written in by the script's build, scripts/scriptSiblings.mjs; empty in any other build). */
const SIBLING_CHUNKS: Readonly<Record<string, readonly string[]>> = {};

/** Imports the file of a sibling element from next to the single-file script, requesting the chunks it imports at the same time, and returns its class. */
async function importSibling(folder: string, className: string): Promise<CustomElementConstructor> {
  const file = scriptSiblingFile(folder);
  for (const chunk of SIBLING_CHUNKS[file] ?? []) import(new URL(chunk, scriptUrl).href).catch(() => undefined);
  const module = (await import(new URL(file, scriptUrl).href)) as Partial<Record<string, CustomElementConstructor>>;
  const elementClass = module[className];
  if (!elementClass) throw new Error(`${scriptSiblingFile(folder)} has no ${className}`);
  return elementClass;
}

/** Lazy loaders of the elements that are not in the single-file script, each importing its file from next to the script. */
export const scriptSiblingLoaders = (): [StoreTagName, Pick<ElementRow, 'load'>][] =>
  Object.entries(SCRIPT_SIBLINGS).map(([tagName, [folder, className]]) => [tagName as StoreTagName, { load: () => importSibling(folder, className) as ReturnType<ElementRow['load']> }]);
