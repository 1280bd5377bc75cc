export declare const REACT_CHUNK: string;
export declare const PRODUCT_PAGE_ELEMENTS: readonly string[];
export declare function staticGraph(entry: string): string[];
export declare function sourcesOf(file: string): string[];
export declare function gzipBytes(files: readonly string[]): number;
export declare function elementEntries(): string[];
export declare function elementCore(): string[];
export declare function ownFiles(entry: string, core?: readonly string[]): string[];
export declare function loaderPageFiles(elements: readonly string[], dist?: string): string[];
