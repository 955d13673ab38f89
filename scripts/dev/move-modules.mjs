#!/usr/bin/env node
/**
 * Moves modules with `git mv` and rewrites every reference to them in the repository, then stops
 * (it runs no test, no formatter, no commit):
 * - every relative import specifier (static, type-only, re-export, `import()`, `typeof import()`)
 *   of every script file, resolved the way Vite and TypeScript resolve it; a moved file's own
 *   specifiers are recomputed from its new folder. A specifier keeps its convention: with `.ts`
 *   where it had one (sandbox, e2e), without where it had none;
 * - every repository path of a moved file in any other text (READMEs, comments), with or without
 *   its extension.
 * A module's tests move with it (`name.test.ts`, `name.unit.test.ts`, ... beside `name.ts`).
 *
 * Re-runnable on any later tree: a move whose source is gone and whose destination exists is
 * done already and skipped; files added since are rewritten like the others. A move onto a file
 * that exists retires the source: the source must be a re-export of the destination (an alias
 * kept until this regroup); its importers are pointed at the destination and the alias removed.
 *
 *   node scripts/dev/move-modules.mjs            # moves and rewrites
 *   node scripts/dev/move-modules.mjs --dry-run  # prints what it would do
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'rolldown/utils';

/**
 * shared/domain grouped by spec area (issue 13 item 5), as shared/api is per service: booking
 * (search, deep links, availability, errors: booking spec), loyalty (points, member login and
 * currency: loyalty spec), content (site shell, links, banners: content spec). What every area
 * uses (dates, money, freshness, URLs, languages) stays at the top of shared/domain.
 */
const MOVES = [
  ['shared/domain/backend-error-code.ts', 'shared/domain/booking/backend-error-code.ts'],
  ['shared/domain/deep-link.ts', 'shared/domain/booking/deep-link.ts'],
  ['shared/domain/deep-link-query.ts', 'shared/domain/booking/deep-link-query.ts'],
  ['shared/domain/destination-limits.ts', 'shared/domain/booking/destination-limits.ts'],
  ['shared/domain/destination-match.ts', 'shared/domain/booking/destination-match.ts'],
  ['shared/domain/previous-search.ts', 'shared/domain/booking/previous-search.ts'],
  ['shared/domain/search-criteria.ts', 'shared/domain/booking/search-criteria.ts'],
  ['shared/domain/stay-availability.ts', 'shared/domain/booking/stay-availability.ts'],
  ['shared/domain/cart-item.ts', 'shared/domain/booking/cart-item.ts'],
  ['shared/domain/buy-points-block.ts', 'shared/domain/loyalty/buy-points-block.ts'],
  ['shared/domain/login-fingerprint.ts', 'shared/domain/loyalty/login-fingerprint.ts'],
  ['shared/domain/member-currency.ts', 'shared/domain/loyalty/member-currency.ts'],
  ['shared/domain/app-link.ts', 'shared/domain/content/app-link.ts'],
  ['shared/domain/browser-support.ts', 'shared/domain/content/browser-support.ts'],
  ['shared/domain/current-page.ts', 'shared/domain/content/current-page.ts'],
  ['shared/domain/language-path.ts', 'shared/domain/content/language-path.ts'],
  ['shared/domain/link-classification.ts', 'shared/domain/content/link-classification.ts'],
  ['shared/domain/publishing-window.ts', 'shared/domain/content/publishing-window.ts'],
  // The booking's storage entries beside the search atoms built on them (and the cart's, with the
  // cart issue): issue 13 item 2. Storage keeps the mechanism (entry, areas, cookies), not the entries.
  ['shared/storage/search-entries.ts', 'shared/store/search-entries.ts'],
  ['shared/storage/booking-session-entries.ts', 'shared/store/booking-session-entries.ts'],
  // The language list moved into shared/domain before the regroup; i18n kept a re-export.
  ['shared/i18n/languages.ts', 'shared/domain/languages.ts'],
];

const SCRIPT = /\.(?:ts|tsx|mts|mjs|js)$/;
const TEXT = /\.(?:ts|tsx|mts|mjs|js|md|json|html|css|yml|yaml|sh)$|(?:^|\/)(?:demo|test|sandbox)$/;
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

const root = fileURLToPath(new URL('../..', import.meta.url));
const dryRun = process.argv.includes('--dry-run');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const read = (path) => readFileSync(posix.join(root, path), 'utf8');
const exists = (path) => existsSync(posix.join(root, path));

const tracked = git('ls-files', '-z')
  .split('\0')
  .filter((path) => path && exists(path));

/** Each move's file and its tests beside it, as [from, to, kind]: 'move', or 'retire' for an alias. */
function plannedMoves() {
  const planned = [];
  for (const [from, to] of MOVES) {
    if (!exists(from)) {
      if (!exists(to)) console.warn(`move-modules: neither ${from} nor ${to} exists; skipped`);
      continue;
    }
    if (exists(to)) {
      planned.push([from, to, 'retire']);
      continue;
    }
    const stem = from.replace(SCRIPT, '');
    const toStem = to.replace(SCRIPT, '');
    planned.push([from, to, 'move']);
    for (const sibling of tracked) {
      if (sibling !== from && sibling.startsWith(`${stem}.`) && SCRIPT.test(sibling) && !sibling.slice(stem.length + 1).includes('/')) {
        planned.push([sibling, `${toStem}${sibling.slice(stem.length)}`, 'move']);
      }
    }
  }
  return planned;
}

const planned = plannedMoves();
const newPathOf = new Map(planned.map(([from, to]) => [from, to]));
const retired = new Set(planned.filter(([, , kind]) => kind === 'retire').map(([from]) => from));

/** The file a relative specifier names, and the suffix the specifier left out (`.ts`, `/index.ts`, or ''). */
function resolveSpecifier(importer, specifier) {
  const target = posix.normalize(posix.join(posix.dirname(importer), specifier));
  if (newPathOf.has(target) || exists(target)) return { target, omitted: '' };
  for (const extension of RESOLVED_EXTENSIONS) {
    if (newPathOf.has(target + extension) || exists(target + extension)) return { target: target + extension, omitted: extension };
  }
  return { target, omitted: '' };
}

function relativeSpecifier(fromFile, toFile) {
  const relative = posix.relative(posix.dirname(fromFile), toFile);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Positions of the literal of every specifier of a script, innermost quotes excluded. */
function specifierRanges(path, source) {
  const lang = path.endsWith('.tsx') ? 'tsx' : /\.d\.m?ts$/.test(path) ? 'dts' : /\.m?ts$/.test(path) ? 'ts' : 'js';
  const parsed = parseSync(path, source, { lang });
  if (parsed.errors.length > 0) {
    console.warn(`move-modules: ${path} does not parse (${parsed.errors[0].message}); its imports are left as they are`);
    return [];
  }
  const ranges = new Map();
  // One range per literal: an `export { a, b } from` lists its specifier once per name.
  const add = ({ start, end }) => {
    const quote = source[start];
    if (ranges.has(start)) return;
    if ((quote === "'" || quote === '"' || quote === '`') && source[end - 1] === quote && !source.slice(start, end).includes('${')) {
      ranges.set(start, { start: start + 1, end: end - 1 });
    }
  };
  for (const entry of parsed.module.staticImports) add(entry.moduleRequest);
  for (const exported of parsed.module.staticExports)
    for (const entry of exported.entries) if (entry.moduleRequest) add(entry.moduleRequest);
  for (const entry of parsed.module.dynamicImports) add(entry.moduleRequest);
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'TSImportType' && node.source) add(node.source);
    for (const key in node) if (key !== 'parent') visit(node[key]);
  };
  visit(parsed.program);
  return [...ranges.values()];
}

/** The script with every relative specifier pointing where its target now is, seen from where the script now is. */
function rewriteSpecifiers(path, source) {
  const newPath = newPathOf.get(path) ?? path;
  const edits = [];
  for (const { start, end } of specifierRanges(path, source)) {
    const specifier = source.slice(start, end);
    if (!specifier.startsWith('.')) continue;
    const { target, omitted } = resolveSpecifier(path, specifier);
    const newTarget = newPathOf.get(target) ?? target;
    if (newTarget === target && newPath === path) continue;
    const keptSuffix = omitted && newTarget.endsWith(omitted) ? newTarget.slice(0, -omitted.length) : newTarget;
    const rewritten = relativeSpecifier(newPath, keptSuffix);
    if (rewritten !== specifier) edits.push({ start, end, text: rewritten });
  }
  let result = source;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, start) + text + result.slice(end);
  return result;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Repository paths of moved files in prose and comments, with or without the extension. */
function rewriteMentions(source) {
  let result = source;
  for (const [from, to] of planned) {
    const stem = from.replace(SCRIPT, '');
    const toStem = to.replace(SCRIPT, '');
    result = result.replace(new RegExp(`(?<![\\w-])${escape(stem)}(?=(${escape(from.slice(stem.length))})?(?![\\w-]))`, 'g'), toStem);
  }
  return result;
}

const changed = [];
for (const path of tracked) {
  if (retired.has(path) || !TEXT.test(path) || path === 'package-lock.json' || path === 'scripts/dev/move-modules.mjs') continue;
  const source = read(path);
  const scriptRewritten = SCRIPT.test(path) ? rewriteSpecifiers(path, source) : source;
  const rewritten = rewriteMentions(scriptRewritten);
  if (rewritten === source) continue;
  changed.push(path);
  if (!dryRun) writeFileSync(posix.join(root, path), rewritten);
}

for (const [from, to, kind] of planned) {
  console.log(`${kind === 'retire' ? 'retire' : 'move  '} ${from} -> ${to}`);
  if (dryRun) continue;
  if (kind === 'retire') {
    git('rm', '-q', '-f', from);
    continue;
  }
  mkdirSync(posix.join(root, posix.dirname(to)), { recursive: true });
  git('mv', from, to);
}
console.log(
  `move-modules: ${planned.length} files moved or retired, references rewritten in ${changed.length} files${dryRun ? ' (dry run: nothing written)' : ''}`,
);
