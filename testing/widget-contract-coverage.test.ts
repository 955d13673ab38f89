import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every widget keeps the element contract (DESIGN.md §3, issue 13 §6): each folder with an
 * `element.ts` has a component test calling `runWidgetContractTests` (testing/widget-contract.ts).
 */
const WIDGETS = 'widgets';

function widgetFolders(): string[] {
  return readdirSync(WIDGETS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(WIDGETS, entry.name, 'element.ts')))
    .map((entry) => entry.name);
}

function callsContractSuite(folder: string): boolean {
  return readdirSync(join(WIDGETS, folder))
    .filter((file) => file.endsWith('.test.tsx'))
    .some((file) => /runWidgetContractTests\(\{/.test(readFileSync(join(WIDGETS, folder, file), 'utf8')));
}

describe('the element-contract suite', () => {
  it('is found in some widget folders at least (the scan works)', () => {
    expect(widgetFolders().length).toBeGreaterThan(10);
  });

  it.each(widgetFolders())('runs for %s', (folder) => {
    expect(callsContractSuite(folder)).toBe(true);
  });
});
