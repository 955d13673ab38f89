import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { edgesOf, importGraph, type ImportEdge } from './import-graph';
import { layerViolations, type KnownException } from './layer-rules';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Folder edges that close a cycle today (issue 13 item 5). Removed by the data branch
 * (i13-data): the login cookie read moves out of shared/store, the response guards into
 * shared/domain, atomWithEntry into shared/store. Delete these once it is merged; the test fails
 * when an exception is no longer needed, so none outlives its cause.
 */
const KNOWN_EXCEPTIONS: KnownException[] = [];

/** A small tree in memory, path -> source, scanned like the repository. */
function graphOf(files: Record<string, string>): ImportEdge[] {
  return Object.entries(files).flatMap(([path, source]) => edgesOf(path, source));
}

const CLEAN_TREE: Record<string, string> = {
  'shared/domain/booking/stay.ts': "import { isoDate } from '../iso-date';\nimport dayjs from 'dayjs';",
  'shared/domain/iso-date.ts': 'export const isoDate = 1;',
  'shared/store/search.ts': "import { isoDate } from '../domain/iso-date';",
  'shared/api/client.ts': "import type { Stay } from '../store/search';",
  'shared/element/loader.ts': "const load = () => import('../../widgets/registry');",
  'widgets/registry.ts': "export const chunks = { 'stay-banner': () => import('./banner/element') };",
  'widgets/banner/element.tsx': "import { Banner } from './Banner';\nexport const view = <Banner onLoad={() => import('./video')} />;",
  'widgets/carousel/carousel.test.tsx': "await import('../banner/element');",
  'testing/every-widget-page.ts': "await import('../widgets/carousel/element');",
  'testing/fixtures.ts': "import { pageStore } from '../shared/store/page-store';",
  'widgets/banner/banner.test.tsx': "import { renderFixture } from '../../testing/fixtures';",
};

describe('import scanner', () => {
  it('finds static, re-exported, type-only, dynamic and typeof-import specifiers, not ones in comments or strings', () => {
    const source = [
      "import type { A } from './a';",
      "import b, { c } from '../b.ts';",
      "export * from './c';",
      "export { d } from './d';",
      "// import('./in-a-comment')",
      'const text = \'import("./in-a-string")  مرحبا\';',
      "type E = typeof import('./e');",
      'const view = <div onClick={() => import(`./f`)} />;',
      "import './g.css';",
    ].join('\n');
    expect(edgesOf('widgets/x/X.tsx', source).map((edge) => edge.to)).toEqual([
      'widgets/x/a',
      'widgets/b.ts',
      'widgets/x/g.css',
      'widgets/x/c',
      'widgets/x/d',
      'widgets/x/f',
      'widgets/x/e',
    ]);
  });

  it('accepts a tree that keeps the layers', () => {
    expect(layerViolations(graphOf(CLEAN_TREE))).toEqual([]);
  });

  it.each([
    ['domain-is-pure', 'shared/domain/booking/stay.ts', "import { LANGUAGES } from '../../i18n/languages';"],
    ['widget-imports-widget', 'widgets/carousel/authored-slides.ts', "import { readWindow } from '../banner/window';"],
    ['widget-imports-widget', 'widgets/carousel/Carousel.tsx', "const banner = () => import('../banner/element');"],
    ['shared-imports-widgets', 'shared/ui/Modal.tsx', "import type { BannerProps } from '../../widgets/banner/Banner';"],
    ['shared-imports-widgets', 'shared/element/define-widget.tsx', "import { chunks } from '../../widgets/registry';"],
    ['shared-folder-cycle', 'shared/store/search.ts', "import { client } from '../api/client';"],
    ['ships-test-support', 'shared/store/search.ts', "import { waitFor } from '../../testing/fixtures';"],
    ['ships-test-support', 'widgets/banner/element.tsx', "const clock = () => import('../../testing/clock');"],
  ])('fails on a %s edge added to the tree (%s)', (rule, path, source) => {
    const tree = { ...CLEAN_TREE, [path]: `${CLEAN_TREE[path] ?? ''}\n${source}` };
    expect(layerViolations(graphOf(tree)).map((violation) => violation.rule)).toEqual([rule]);
  });

  it('tolerates a known exception only while it exists', () => {
    const cycle = { ...CLEAN_TREE, 'shared/domain/iso-date.ts': "import { client } from '../api/client';" };
    const exception: KnownException = { from: 'shared/domain', to: 'shared/api', why: 'fixture' };
    expect(layerViolations(graphOf(cycle), [exception]).map((violation) => violation.rule)).toEqual(['domain-is-pure']);
    expect(layerViolations(graphOf(CLEAN_TREE), [exception])).toEqual([
      { rule: 'shared-folder-cycle', detail: 'known exception shared/domain -> shared/api is gone: remove it from the list' },
    ]);
  });
});

describe('import boundaries of this repository (DESIGN.md §2)', () => {
  // Reads every source file (1,100 and growing): 3 s alone, over vitest's 5 s default when the
  // machine is shared. A correctness check, not a benchmark, so it gets the time it needs.
  it('shared/ and widgets/ import only what their layer allows', { timeout: 60_000 }, () => {
    const edges = importGraph(ROOT, ['shared', 'widgets', 'testing']);
    expect(edges.length).toBeGreaterThan(500);
    expect(layerViolations(edges, KNOWN_EXCEPTIONS)).toEqual([]);
  });
});
