import type { ImportEdge } from './import-graph';

/**
 * The edges DESIGN.md §2 forbids between our folders:
 * - `shared/domain` holds pure rules: it imports nothing of ours but `shared/domain`;
 * - a widget never imports another widget's folder (what two widgets need moves to `shared/`);
 * - `shared/` never imports `widgets/`, except the loader reading the widget registry;
 * - no cycle between `shared/*` folders (each layer can be understood and tested below the next).
 * - nothing that ships imports test support (`testing/`, the top-level folder, and any `*.test.*`
 *   file): test support imports the sandbox and widgets, so an import of it from `shared/` or
 *   `widgets/` would run from a lower layer to a higher one and could pull test code into a bundle.
 * Tests and test support are otherwise left out: a test may put several widgets on one page (a
 * carousel of banners), and none of it ships.
 */
export interface Violation {
  rule: 'domain-is-pure' | 'widget-imports-widget' | 'shared-imports-widgets' | 'shared-folder-cycle' | 'ships-test-support';
  detail: string;
}

/** A folder edge `from -> to` tolerated for now, with the reason and who removes it. */
export interface KnownException {
  from: string;
  to: string;
  why: string;
}

const LOADER_REGISTRY: ImportEdge = { from: 'shared/element/loader.ts', to: 'widgets/registry' };

export function isTestCode(path: string): boolean {
  return /\.test\.[cm]?[jt]sx?$/.test(path) || isTestSupport(path);
}

/** The top-level `testing/` folder: helpers, the clock, the backend double. */
export function isTestSupport(path: string): boolean {
  return path === 'testing' || path.startsWith('testing/');
}

/** `shared/<folder>` or `widgets/<folder>` for a file in one; the path itself otherwise. */
export function folderOf(path: string): string {
  const [top, folder, ...rest] = path.split('/');
  return (top === 'shared' || top === 'widgets') && rest.length > 0 ? `${top}/${folder}` : path;
}

function isOurs(path: string): boolean {
  return path.startsWith('shared/') || path.startsWith('widgets/');
}

function withoutExtension(path: string): string {
  return path.replace(/\.(?:ts|tsx|mts|mjs|js)$/, '');
}

function edgeViolation(edge: ImportEdge): Violation | undefined {
  const from = folderOf(edge.from);
  const to = folderOf(edge.to);
  const where = `${edge.from} -> ${edge.to}`;
  if (from === 'shared/domain' && to !== 'shared/domain') return { rule: 'domain-is-pure', detail: where };
  const betweenWidgetFolders = from !== edge.from && to !== edge.to && from.startsWith('widgets/') && to.startsWith('widgets/');
  if (betweenWidgetFolders && from !== to) {
    return { rule: 'widget-imports-widget', detail: where };
  }
  const isRegistry = edge.from === LOADER_REGISTRY.from && withoutExtension(edge.to) === LOADER_REGISTRY.to;
  if (edge.from.startsWith('shared/') && edge.to.startsWith('widgets/') && !isRegistry) {
    return { rule: 'shared-imports-widgets', detail: where };
  }
  return undefined;
}

/** The folder graph between `shared/*` folders: folder -> folders it imports -> one file edge as evidence. */
function sharedFolderGraph(edges: readonly ImportEdge[]): Map<string, Map<string, ImportEdge>> {
  const graph = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (!from.startsWith('shared/') || !to.startsWith('shared/') || from === to || from === edge.from || to === edge.to) continue;
    const targets = graph.get(from) ?? new Map<string, ImportEdge>();
    if (!targets.has(to)) targets.set(to, edge);
    graph.set(from, targets);
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan): each is a cycle. */
function cycles(graph: Map<string, Map<string, ImportEdge>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (folder: string): void => {
    index.set(folder, index.size);
    lowLink.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(folder, Math.min(lowLink.get(folder)!, lowLink.get(next)!));
      } else if (stack.includes(next)) {
        lowLink.set(folder, Math.min(lowLink.get(folder)!, index.get(next)!));
      }
    }
    if (lowLink.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) found.push(component.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

function cycleViolations(edges: readonly ImportEdge[], exceptions: readonly KnownException[]): Violation[] {
  const graph = sharedFolderGraph(edges);
  const violations: Violation[] = [];
  for (const exception of exceptions) {
    if (graph.get(exception.from)?.delete(exception.to)) continue;
    violations.push({
      rule: 'shared-folder-cycle',
      detail: `known exception ${exception.from} -> ${exception.to} is gone: remove it from the list`,
    });
  }
  for (const component of cycles(graph)) {
    const evidence = component.flatMap((from) =>
      [...(graph.get(from) ?? [])].filter(([to]) => component.includes(to)).map(([, edge]) => `${edge.from} -> ${edge.to}`),
    );
    violations.push({ rule: 'shared-folder-cycle', detail: `${component.join(', ')} import each other: ${evidence.join('; ')}` });
  }
  return violations;
}

/** A shipped module (in `shared/` or `widgets/`, not a test) that imports a test or test support. */
function testSupportViolations(edges: readonly ImportEdge[]): Violation[] {
  return edges
    .filter((edge) => isOurs(edge.from) && !isTestCode(edge.from) && isTestCode(edge.to))
    .map((edge) => ({ rule: 'ships-test-support', detail: `${edge.from} -> ${edge.to}` }));
}

export function layerViolations(edges: readonly ImportEdge[], exceptions: readonly KnownException[] = []): Violation[] {
  const shipped = edges.filter((edge) => !isTestCode(edge.from) && isOurs(edge.from) && isOurs(edge.to));
  const perEdge = shipped.map(edgeViolation).filter((violation) => violation !== undefined);
  return [...perEdge, ...testSupportViolations(edges), ...cycleViolations(shipped, exceptions)];
}
