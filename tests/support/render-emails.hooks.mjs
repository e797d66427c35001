// Node module hooks for the e-mail templates, registered after ts-hooks.mjs (which strips lib/'s .ts) so they
// resolve first: they add React's .tsx and JSX, and resolve a folder to its index.ts or index.tsx (content/jobs
// imports './entries'), so plain `node` can render lib/intake/mail/templates/.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = new URL('../../', import.meta.url);
const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

export async function resolve(specifier, context, next) {
  const local = specifier.startsWith('@/')
    ? new URL(specifier.slice(2), root)
    : specifier.startsWith('.') && /\.tsx?$/.test(context.parentURL ?? '')
      ? new URL(specifier, context.parentURL)
      : null;
  if (local) {
    const path = fileURLToPath(local);
    const found = [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`].find(isFile);
    if (found) return { url: pathToFileURL(found).href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.tsx')) return next(url, context);
  const { outputText } = ts.transpileModule(readFileSync(fileURLToPath(url), 'utf8'), {
    fileName: fileURLToPath(url),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
