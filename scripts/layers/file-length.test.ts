import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Small modules with one job (DESIGN.md "Style"; issue 13 "Done when"): no source file in
 * `widgets/` or `shared/` over 400 lines, tests and data seeds excepted.
 */
const LIMIT = 400;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'seeds' || entry.name === 'seed' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('module length', () => {
  it(`keeps every source file of widgets/ and shared/ within ${LIMIT} lines`, () => {
    const files = ['widgets', 'shared'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const long = files.map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length })).filter(({ lines }) => lines > LIMIT);
    expect(long).toEqual([]);
  });
});
