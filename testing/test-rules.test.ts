import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Two rules every test file keeps (DESIGN.md §6, issue 27):
 * - it reads the time only through the test clock (`testing/clock.ts`), never a Date built
 *   without arguments or `Date`'s own now, so its result does not depend on the day it runs;
 * - it talks to the sandbox, or intercepts through `testing/intercept.ts`, never by assigning
 *   `fetch` itself, so there is one backend double to read.
 * The helpers in `testing/` are where those two things are done once; they are not test files.
 */
const ROOTS = ['shared', 'widgets', 'demo-pages', 'scripts', 'testing'];
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'test-reports']);

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** `file:line: text` of every line of `files` matching `pattern`, outside line comments. */
function offences(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line.replace(/\/\/.*$/, '')) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

const RULES_FILE = 'testing/test-rules.test.ts';
const files = ROOTS.flatMap(testFiles).filter((file) => file !== RULES_FILE);

describe('test files', () => {
  it('are found (the scan works)', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('read the time only through the test clock (testing/clock.ts)', () => {
    expect(offences(files, /new Date\(\s*\)|Date\.now\(\s*\)/)).toEqual([]);
  });

  it('never assign fetch: the sandbox answers, or testing/intercept.ts does', () => {
    expect(offences(files, /\b(?:window|globalThis|self)\.fetch\s*=(?!=)/)).toEqual([]);
  });

  it('catch what they should (the patterns work)', () => {
    // The offending lines are assembled, so this file holds none itself.
    const sample = [`const at = new ${'Date'}();`, `x = ${'Date'}.now() + 1;`, 'window.fetch = stub;', 'globalThis.fetch = realFetch;'];
    expect(sample.filter((line) => /new Date\(\s*\)|Date\.now\(\s*\)/.test(line))).toHaveLength(2);
    expect(sample.filter((line) => /\b(?:window|globalThis|self)\.fetch\s*=(?!=)/.test(line))).toHaveLength(2);
    expect(/new Date\(\s*\)|Date\.now\(\s*\)/.test("new Date('2027-04-27')")).toBe(false);
  });
});
