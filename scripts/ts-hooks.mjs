// Node module hooks that let plain `node` run the TypeScript of lib/ (for the intake CLI): `@/...` and
// extensionless imports resolve to .ts files, and TypeScript is stripped with the project's compiler.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = new URL('../', import.meta.url);
const candidates = (path) => [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`];

export async function resolve(specifier, context, next) {
  const local = specifier.startsWith('@/')
    ? new URL(specifier.slice(2), root)
    : (specifier.startsWith('./') || specifier.startsWith('../')) && context.parentURL?.endsWith('.ts')
      ? new URL(specifier, context.parentURL)
      : null;
  if (local) {
    const found = candidates(fileURLToPath(local)).find((path) => existsSync(path) && statSync(path).isFile());
    if (found) return { url: pathToFileURL(found).href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
