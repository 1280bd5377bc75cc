import type { AstNode, FormatterCall, OrNode, TagArguments, TemplateAst } from './ast';

/** The reference engine's instruction-array form of a template (opcode numbers, nested arrays). */
export type InstructionCode = number | (string | number | null | InstructionCode[] | unknown)[];

const END = 3;
const EOF = 18;
const LITERAL_OPCODES = { 'meta-left': 12, 'meta-right': 13, newline: 14, space: 15, tab: 16 } as const;

const argsCode = (args: TagArguments | null): unknown => (args === null ? 0 : [[...args.args], args.delimiter]);
const formattersCode = (formatters: readonly FormatterCall[] | null): unknown =>
  formatters === null ? 0 : formatters.map((f) => (f.args === null ? [f.name] : [f.name, argsCode(f.args)]));
const blockCode = (body: readonly AstNode[]): InstructionCode[] => body.map(nodeCode);
const alternateCode = (alternate: OrNode | null, closed: boolean, defaultEnd: boolean): unknown =>
  alternate !== null ? nodeCode(alternate) : closed || defaultEnd ? END : null;

function nodeCode(node: AstNode | OrNode): InstructionCode {
  switch (node.kind) {
    case 'text':
      return [0, node.text];
    case 'variable':
      return [1, node.paths.map((p) => [...p]), formattersCode(node.formatters)];
    case 'section':
      return [2, [...node.path], blockCode(node.body), alternateCode(node.alternate, node.closed, true)];
    case 'repeated':
      return [4, [...node.path], blockCode(node.body), alternateCode(node.alternate, node.closed, true), blockCode(node.alternatesWith)];
    case 'predicate':
      return [5, node.name, argsCode(node.args), blockCode(node.body), alternateCode(node.alternate, node.closed, false)];
    case 'bindvar':
      return [6, node.name, node.paths.map((p) => [...p]), formattersCode(node.formatters)];
    case 'or':
      return [7, node.name ?? 0, argsCode(node.args), blockCode(node.body), alternateCode(node.alternate, node.closed, false)];
    case 'if':
      return [8, [...node.operators], node.paths.map((p) => [...p]), blockCode(node.body), alternateCode(node.alternate, node.closed, false)];
    case 'inject':
      return [9, node.name, node.path, argsCode(node.args)];
    case 'macro':
      return [10, node.name, blockCode(node.body)];
    case 'comment':
      return [11, node.text, node.multiline ? 1 : 0];
    case 'literal':
      return LITERAL_OPCODES[node.name];
    case 'ctxvar':
      return [22, node.name, node.bindings.map(([key, path]) => [key, [...path]])];
    case 'eval':
      return [23, node.code];
    case 'include':
      return [24, node.name, argsCode(node.args)];
  }
}

/** Exports an AST as the reference engine's instruction arrays (`[17, 1, [...], 18]`). */
export function astToCode(ast: TemplateAst, reachedEof = true): InstructionCode {
  return [17, 1, blockCode(ast.body), reachedEof ? EOF : END];
}
