import { readFileSync } from 'node:fs';

interface ManifestDeclaration {
  tagName?: string;
  customElement?: boolean;
}

/** Tag names declared in the generated custom-elements.json (Custom Elements Manifest schema). */
export function declaredTags(manifestPath = 'custom-elements.json'): string[] {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { modules: { declarations?: ManifestDeclaration[] }[] };
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .map((declaration) => declaration.tagName as string);
}
