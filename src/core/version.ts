/** The package version, injected from package.json at build time. */
export const VERSION: string = __VERSION__;
