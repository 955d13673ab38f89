import { readFileSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { parseSync } from 'rolldown/utils';

/**
 * The import graph of our own source: every relative specifier of every module, static
 * (`import`, `export … from`, type-only included: a type import ties the folders as much as a
 * value import) and dynamic (`import('…')` and `typeof import('…')`). Parsed with the oxc parser
 * that Vite's bundler (rolldown) ships, so comments, strings and JSX never count as imports.
 */
export interface ImportEdge {
  /** Repository-relative path of the importing module, e.g. `widgets/carousel/authored-slides.ts`. */
  from: string;
  /** Repository-relative path the specifier resolves to, without a guessed extension. */
  to: string;
}

const SOURCE_FILE = /\.(?:ts|tsx|mts|mjs|js)$/;

interface Located {
  start: number;
  end: number;
}

function literalAt(source: string, { start, end }: Located): string | undefined {
  const text = source.slice(start, end);
  const quoted = /^(['"`])(.*)\1$/s.exec(text);
  if (!quoted || (quoted[1] === '`' && quoted[2]!.includes('${'))) return undefined;
  return quoted[2];
}

function typeImportSpecifiers(node: unknown, found: string[]): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) typeImportSpecifiers(child, found);
    return;
  }
  const record = node as Record<string, unknown>;
  const literal = record.source as { value?: unknown } | undefined;
  if (record.type === 'TSImportType' && typeof literal?.value === 'string') found.push(literal.value);
  for (const key in record) typeImportSpecifiers(record[key], found);
}

/** Every specifier the module names, in source order of kind (static, re-export, dynamic, type). */
export function specifiersOf(path: string, source: string): string[] {
  const lang = path.endsWith('.tsx') ? 'tsx' : /\.d\.m?ts$/.test(path) ? 'dts' : /\.m?ts$/.test(path) ? 'ts' : 'js';
  const parsed = parseSync(path, source, { lang });
  if (parsed.errors.length > 0) throw new Error(`${path} does not parse: ${parsed.errors[0]!.message}`);
  const { staticImports, staticExports, dynamicImports } = parsed.module;
  const specifiers = staticImports.map((entry) => entry.moduleRequest.value);
  for (const exported of staticExports) {
    for (const entry of exported.entries) if (entry.moduleRequest) specifiers.push(entry.moduleRequest.value);
  }
  for (const entry of dynamicImports) {
    const literal = literalAt(source, entry.moduleRequest);
    if (literal !== undefined) specifiers.push(literal);
  }
  typeImportSpecifiers(parsed.program, specifiers);
  return specifiers;
}

/** The edges of one module to our own files (relative specifiers; packages are not ours). */
export function edgesOf(path: string, source: string): ImportEdge[] {
  return specifiersOf(path, source)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ from: path, to: posix.normalize(posix.join(posix.dirname(path), specifier)) }));
}

/** Every source file under the given repository folders (paths relative to `root`). */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(posix.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((name) => posix.join(folder, name.split('\\').join('/')))
      .filter((name) => SOURCE_FILE.test(name)),
  );
}

export function importGraph(root: string, folders: readonly string[]): ImportEdge[] {
  return sourceFiles(root, folders).flatMap((path) => edgesOf(path, readFileSync(posix.join(root, path), 'utf8')));
}
