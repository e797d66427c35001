import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The repository's import graph, for the check that no module imports itself through others (a unit test runs
 * it). ESLint's `import/no-cycle` does the same but made the lint five times slower; this reads each file once
 * with TypeScript's parser. Type-only imports count too: an `import type` is erased at run time, so a circle of
 * types cannot leave a module half-loaded, but it still ties the modules together, so that neither can be read,
 * moved or tested without the other; the layers stay a one-way order only when no import of any kind goes back.
 */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const PROBES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The project files an import names (`@/…` or relative), or undefined for a package. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(path.join(root, from)), specifier)
      : undefined;
  if (base === undefined) return undefined;
  const found = PROBES.map((probe) => base + probe).find((file) => existsSync(file) && statSync(file).isFile());
  return found && path.relative(root, found);
}

/** What a file imports: imports and re-exports (type-only ones too), `import('…')` and `import('…').T`. */
export function moduleImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The graph of `files` (paths relative to `root`): each file and the project files it imports. */
export function importGraph(root: string, files: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of files.filter((name) => SOURCE.test(name) && !name.endsWith('.d.ts'))) {
    const imports = moduleImports(file, readFileSync(path.join(root, file), 'utf8'));
    graph.set(file, [...new Set(imports.flatMap((specifier) => resolveImport(root, file, specifier) ?? []))]);
  }
  return graph;
}

/** Each group of modules that import one another in a circle (Tarjan's strongly connected components), sorted. */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.includes(node)) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}
