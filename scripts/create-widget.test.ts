import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAttributeDescriptions, readElementDocs } from './build/element-docs';
import { README_SECTIONS, sectionHeadings } from './build/readme-tables';
// @ts-expect-error: a plain Node script, without typings
import { README_SECTIONS as SCAFFOLD_SECTIONS } from './create-widget.mjs';

/**
 * `npm run create-widget demo-thing` in a temporary copy of the files it writes to: the widget's
 * files, and its lines in the registry, the styles and the size budgets. (That the scaffold passes
 * the manifest test and the contract suite untouched is checked by running it in the project.)
 */
const root = mkdtempSync(join(tmpdir(), 'stay-create-widget-'));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

beforeAll(() => {
  for (const file of ['widgets/registry.ts', 'widgets/styles.css', 'scripts/size.mjs']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    cpSync(file, join(root, file));
  }
  execFileSync('node', ['scripts/create-widget.mjs', 'demo-thing', '--root', root, '--no-manifest'], { encoding: 'utf8' });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run create-widget demo-thing', () => {
  it('writes the element, component, styles, README, test and the eleven catalogues', () => {
    const files = ['element.ts', 'DemoThing.tsx', 'demo-thing.css', 'demo-thing.contract.test.tsx', 'README.md', 'messages/en.json'];
    const languages = ['zh', 'ja', 'ko', 'ar', 'de', 'fr', 'es', 'id', 'vi', 'th'];
    for (const file of [...files, ...languages.map((language) => `messages/${language}.json`)]) {
      expect(existsSync(join(root, 'widgets/demo-thing', file)), file).toBe(true);
    }
    const english = JSON.parse(read('widgets/demo-thing/messages/en.json')) as Record<string, string>;
    for (const language of languages) {
      const translated = JSON.parse(read(`widgets/demo-thing/messages/${language}.json`)) as Record<string, string>;
      expect(Object.keys(translated), language).toEqual(Object.keys(english));
      expect(translated.label, `${language} is translated`).not.toBe(english.label);
    }
  });

  it('defines the element with described attributes and the contract comments the manifest reads', () => {
    const element = read('widgets/demo-thing/element.ts');
    expect(element).toContain("defineWidget('stay-demo-thing', DemoThing, demoThingSchema");
    expect(readAttributeDescriptions(element, []).get('label')).toMatch(/accessible name/i);
    const docs = readElementDocs(element);
    expect(docs.summary).not.toBe('');
    expect(docs.slots).toHaveLength(1);
  });

  it('writes the README under the heading template, with the markers of the generated tables', () => {
    expect(SCAFFOLD_SECTIONS).toEqual([...README_SECTIONS]);
    const readme = read('widgets/demo-thing/README.md');
    expect(sectionHeadings(readme)).toEqual([...README_SECTIONS]);
    for (const marker of [
      '<!-- manifest:attributes -->',
      '<!-- /manifest:attributes -->',
      '<!-- manifest:events -->',
      '<!-- /manifest:events -->',
    ]) {
      expect(readme).toContain(marker);
    }
  });

  it('calls the shared element-contract suite in its test', () => {
    const test = read('widgets/demo-thing/demo-thing.contract.test.tsx');
    expect(test).toContain("import { runWidgetContractTests } from '../../testing/widget-contract';");
    expect(test).toContain("tag: 'stay-demo-thing'");
    expect(test).toContain("load: () => import('./element')");
  });

  it('adds the registry, styles and size-budget lines', () => {
    expect(read('widgets/registry.ts')).toMatch(/'stay-demo-thing': \(\) => import\('\.\/demo-thing\/element'\),\n\};\n$/);
    expect(read('widgets/styles.css').trimEnd().split('\n').at(-1)).toBe("@import './demo-thing/demo-thing.css';");
    const contentWidgets = /const CONTENT_WIDGETS = new Set\(\[([^\]]*)\]\)/.exec(read('scripts/size.mjs'))?.[1] ?? '';
    expect(
      contentWidgets
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ).toContain("'demo-thing'");
    // No hole: a name added after a trailing comma would make `, ,` (an undefined entry).
    expect(contentWidgets).not.toMatch(/,\s*,/);
  });

  it('refuses a name that is not a tag name, and a widget that exists', () => {
    const run = (name: string) => () =>
      execFileSync('node', ['scripts/create-widget.mjs', name, '--root', root, '--no-manifest'], { stdio: 'pipe' });
    expect(run('Demo_Thing')).toThrow(/not a widget name/);
    expect(run('demo-thing')).toThrow(/exists already/);
  });
});
