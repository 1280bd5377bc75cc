import type { AstNode, OrNode } from '../../../src/template';
import { parseTemplate } from '../../../src/template';

/** Formatter and predicate names a template (and its partials) uses. */
export function pluginNames(sources: readonly string[]): { formatters: Set<string>; predicates: Set<string> } {
  const formatters = new Set<string>();
  const predicates = new Set<string>();
  const visit = (nodes: readonly (AstNode | OrNode)[]): void => {
    for (const node of nodes) {
      if (node.kind === 'variable' || node.kind === 'bindvar') node.formatters?.forEach((f) => formatters.add(f.name));
      if ((node.kind === 'predicate' || node.kind === 'or') && node.name !== null) predicates.add(node.name);
      if ('body' in node) visit(node.body);
      if ('alternatesWith' in node) visit(node.alternatesWith);
      if ('alternate' in node && node.alternate) visit([node.alternate]);
    }
  };
  for (const source of sources) {
    const { ast } = parseTemplate(source, { hasFormatter: () => true, hasPredicate: () => true }, { maxFormatterChain: 1000, maxNestingDepth: 1000 });
    visit(ast.body);
  }
  return { formatters, predicates };
}
