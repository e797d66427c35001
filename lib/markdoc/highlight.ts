import Markdoc, { type RenderableTreeNode } from '@markdoc/markdoc';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import dart from 'highlight.js/lib/languages/dart';
import diff from 'highlight.js/lib/languages/diff';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import scss from 'highlight.js/lib/languages/scss';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { CodeLanguages } from '@/lib/markdoc/bodyRules';

const { Tag } = Markdoc;

/**
 * The languages a code sample may name after its opening ```, each with the name screen readers hear.
 * The grammars' own short names work too (ts, js, sh, py, yml, text...).
 */
const LANGUAGES = {
  typescript: { grammar: typescript, label: 'TypeScript' },
  javascript: { grammar: javascript, label: 'JavaScript' },
  json: { grammar: json, label: 'JSON' },
  bash: { grammar: bash, label: 'Bash' },
  shell: { grammar: shell, label: 'shell session' },
  html: { grammar: xml, label: 'HTML' },
  vue: { grammar: xml, label: 'Vue' },
  xml: { grammar: xml, label: 'XML' },
  css: { grammar: css, label: 'CSS' },
  scss: { grammar: scss, label: 'SCSS' },
  kotlin: { grammar: kotlin, label: 'Kotlin' },
  swift: { grammar: swift, label: 'Swift' },
  dart: { grammar: dart, label: 'Dart' },
  ruby: { grammar: ruby, label: 'Ruby' },
  python: { grammar: python, label: 'Python' },
  yaml: { grammar: yaml, label: 'YAML' },
  sql: { grammar: sql, label: 'SQL' },
  diff: { grammar: diff, label: 'diff' },
  plaintext: { grammar: plaintext, label: 'plain text' },
};

const CODE_LANGUAGES = Object.keys(LANGUAGES);

// An instance of its own: nothing else that imports highlight.js sees or changes these registrations. Its classes
// start `c-` rather than `hljs-`: a code-heavy post repeats them hundreds of times in its HTML and again in its
// page data, and kept the HTML budget only with the shorter prefix.
const highlighter = hljs.newInstance();
highlighter.configure({ classPrefix: 'c-' });
for (const [name, { grammar }] of Object.entries(LANGUAGES)) highlighter.registerLanguage(name, grammar);

/**
 * The one list of code languages, which the build's check and the editor's both read: the listed names, and every
 * name the highlighter takes for one of them (its grammars' short names: ts, js, sh, py, yml, text...).
 */
export const codeLanguages: CodeLanguages = {
  names: CODE_LANGUAGES,
  accepted: [...new Set(CODE_LANGUAGES.flatMap((name) => [name, ...(highlighter.getLanguage(name)?.aliases ?? [])]))],
};

// Keyed by grammar, so a short name (`ts`, `text`) finds the label of the language it stands for.
const labels = new Map(Object.entries(LANGUAGES).map(([name, { label }]) => [highlighter.getLanguage(name), label]));

/** `ts` -> `TypeScript`: the name of a code sample's language as its label gives it; undefined for a language not listed. */
export const codeLanguageLabel = (name: string): string | undefined => labels.get(highlighter.getLanguage(name));

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/**
 * The code as a tree of `<span class="c-…">` tags around its text, built from highlight.js's HTML,
 * which holds nothing but those spans and escaped text: the page gets markup, never an HTML string.
 */
export function highlight(code: string, language: string): RenderableTreeNode[] {
  const html = highlighter.highlight(code, { language, ignoreIllegals: true }).value;
  const root: RenderableTreeNode[] = [];
  const open = [root];
  for (const [, scope, text] of html.matchAll(/<span class="([^"]+)">|<\/span>|([^<]+)/g)) {
    const children = open.at(-1)!;
    if (text !== undefined) children.push(text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!));
    else if (scope !== undefined) {
      const span = new Tag('span', { class: scope }, []);
      children.push(span);
      open.push(span.children);
    } else open.pop();
  }
  return root;
}
