/** The part of a Custom Elements Manifest this module reads. */
interface Manifest {
  readonly modules: readonly { readonly declarations: readonly Record<string, unknown>[] }[];
}

/** A copy of the manifest whose CSS parts are named as a stylesheet selects them ('::part(label)'), so the docs list them apart from an attribute of the same name. */
export function withPartSelectors<Type extends Manifest>(manifest: Type): Type {
  return {
    ...manifest,
    modules: manifest.modules.map((module) => ({
      ...module,
      declarations: module.declarations.map((declaration) => {
        const parts = declaration.cssParts as readonly { readonly name: string }[] | undefined;
        return parts ? { ...declaration, cssParts: parts.map((part) => ({ ...part, name: `::part(${part.name})` })) } : declaration;
      }),
    })),
  };
}
