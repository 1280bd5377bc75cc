import type { Plugin } from 'rollup';

export interface AstNode {
  readonly type: string;
  readonly [field: string]: unknown;
}

export declare const GROUP_MODULE: string;
export declare const groupModules: RegExp;
export declare function groupOf(key: string): string;
export declare function walk(node: unknown, visit: (node: AstNode) => boolean | void): void;
export declare function keysReferenced(program: unknown, keys: readonly string[], skip?: (node: AstNode) => boolean): Set<string>;
export declare function groupsReferenced(program: unknown, keys: readonly string[]): string[];
export declare function englishMessages(options?: { catalog?: string; registry?: string; importer?: string }): Plugin;
