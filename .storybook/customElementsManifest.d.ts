declare module 'virtual:custom-elements-manifest' {
  /** custom-elements.json (Custom Elements Manifest 2.1.0), generated from the element header comments. */
  const manifest: { readonly schemaVersion: string; readonly modules: readonly { readonly declarations: readonly Record<string, unknown>[] }[] };
  export default manifest;
}
