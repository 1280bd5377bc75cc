export declare const ELEMENT_MANIFEST: string;
export declare function readElementManifest(file?: string): { tag: string; folder: string }[];
