import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export declare function compileMessage(message: string): string | MessageFormatElement[];
export declare function compileCatalog(catalog: Record<string, string>): Record<string, string | MessageFormatElement[]>;
export declare function compiledCatalogFile(file: string): string;
export declare function precompiledCatalogs(): { name: string };
