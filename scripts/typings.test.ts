import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CustomElementsManifest } from './build/custom-elements-manifest';
import { readStayEvents } from './build/element-docs';
import { domTypings, reactTypings, REACT_TYPINGS_FILE, TYPINGS_FILE, typingsBesideBuild } from './build/typings';

/**
 * The typings shipped beside the build (issue 13 item 4): the build emits them, and a page that
 * scripts the elements, or a React host that renders them, type-checks against them with tsc.
 */
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as CustomElementsManifest;
const events = readStayEvents(readFileSync('shared/element/stay-events.ts', 'utf8'));
// Inside the repository, so that `react` and its types resolve from node_modules.
const workspace = join('node_modules', '.cache', `stay-typings-${process.pid}`);

const DOM_PAGE = `
import type { StayEventMap, StayTabsElement } from './stay-widgets';
import type { StayEventMap as SourceMap } from '../../../shared/element/stay-events';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const sameMap: Equal<StayEventMap, SourceMap> = true;

const tabs: StayTabsElement | null = document.querySelector('stay-tabs');
tabs?.addEventListener('stay:tab-change', (event) => console.log(event.detail.id.toUpperCase(), event.detail.index + 1));
document.addEventListener('stay:dialog-close', (event) => {
  const choice: 'yes' | 'no' = event.detail.choice;
  console.log(choice);
});
window.dispatchEvent(new CustomEvent('stay:dialog-open', { detail: { message: 'Saved', yesAction: { type: 'reload' } } }) satisfies StayEventMap['stay:dialog-open']);
// @ts-expect-error: the accordion's detail has no id
document.querySelector('stay-accordion')?.addEventListener('stay:accordion-change', (event) => event.detail.id);
`;

const REACT_HOST = `
import './stay-widgets-react';

export const page = (
  <stay-accordion data-single-expansion data-heading-level={3}>
    <details id="pets"><summary>Pets?</summary><p>Welcome.</p></details>
  </stay-accordion>
);
export const carousel = <stay-carousel data-kind="multi-item" data-items-per-view="3" className="offers" />;
export const footer = <stay-footer><p>© Stay</p></stay-footer>;
// @ts-expect-error: not a kind of carousel
export const wrongKind = <stay-carousel data-kind="grid" />;
// @ts-expect-error: a heading level is a number
export const wrongLevel = <stay-accordion data-heading-level="three" />;
`;

function typeCheck(files: Record<string, string>): string {
  rmSync(workspace, { recursive: true, force: true });
  mkdirSync(workspace, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(workspace, name), text);
  writeFileSync(
    join(workspace, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: Object.keys(files),
    }),
  );
  try {
    execFileSync(join(process.cwd(), 'node_modules', '.bin', 'tsc'), ['-p', join(workspace, 'tsconfig.json')], { encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('typings beside the build', () => {
  afterAll(() => rmSync(workspace, { recursive: true, force: true }));

  it('are emitted by the build as stay-widgets.d.ts and stay-widgets-react.d.ts', () => {
    const emitted = new Map<string, string>();
    const plugin = typingsBesideBuild(process.cwd());
    const context = { emitFile: ({ fileName, source }: { fileName: string; source: string }) => emitted.set(fileName, source) };
    (plugin.generateBundle as unknown as (this: typeof context) => void).call(context);
    expect([...emitted.keys()]).toEqual([TYPINGS_FILE, REACT_TYPINGS_FILE]);
    expect(emitted.get(TYPINGS_FILE)).toBe(domTypings(manifest, events));
    expect(emitted.get(TYPINGS_FILE)).toContain("'stay-booking-search': StayBookingSearchElement;");
  });

  // The @ts-expect-error lines in both files make tsc fail if the typings accept what they must refuse.
  it('type-check a page that scripts the elements and a React host that renders them', () => {
    const errors = typeCheck({
      [TYPINGS_FILE]: domTypings(manifest, events),
      [REACT_TYPINGS_FILE]: reactTypings(manifest),
      'page.ts': DOM_PAGE,
      'host.tsx': REACT_HOST,
    });
    expect(errors).toBe('');
  }, 60_000);
});
