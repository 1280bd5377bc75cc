/** Every element of the library: tag name and a loader for its class. */
export const elementRegistry: ReadonlyArray<readonly [tagName: string, load: () => Promise<CustomElementConstructor>]> = [];
