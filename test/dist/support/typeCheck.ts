import { resolve } from 'node:path';
import ts from 'typescript';

/** Compiler options of a consumer's project: strict, bundler resolution, the DOM, no ambient @types. */
const consumerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

/**
 * Type-checks in-memory source files placed at the project root (so `storefront-elements/…` resolves through package.json
 * `exports` to the built dist/types/ and framework types to node_modules) and returns every diagnostic as `file:line: message`.
 */
export function typeCheck(files: Readonly<Record<string, string>>, options: ts.CompilerOptions = {}): string[] {
  const compilerOptions = { ...consumerOptions, ...options };
  const sources = new Map(Object.entries(files).map(([name, text]) => [resolve(name), text]));
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => sources.get(resolve(name)) ?? readFile(name);
  host.fileExists = (name) => sources.has(resolve(name)) || fileExists(name);
  host.getSourceFile = (name, languageVersion, ...rest) => {
    const text = sources.get(resolve(name));
    return text === undefined ? getSourceFile(name, languageVersion, ...rest) : ts.createSourceFile(name, text, languageVersion, true);
  };
  const program = ts.createProgram([...sources.keys()], compilerOptions, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${diagnostic.file.fileName}:${line + 1}: ${message}`;
  });
}
