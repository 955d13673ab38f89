import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/**
 * For the primitives' component tests (shared/ui), which render a React element straight into the
 * page, without a custom element: one host per render, unmounted and removed after each test.
 */
let mounted: { root: Root; host: HTMLElement } | undefined;
afterEach(() => {
  mounted?.root.unmount();
  mounted?.host.remove();
  mounted = undefined;
});

export interface ComponentHost {
  host: HTMLElement;
  /** Renders a new element into the same root (new props), committed before it returns. */
  rerender: (element: ReactElement) => void;
}

/** Renders `element` in a new host in `dir`, committed before it returns. */
export function renderComponent(
  element: ReactElement,
  { dir = 'ltr', style = {} }: { dir?: 'ltr' | 'rtl'; style?: Partial<CSSStyleDeclaration> } = {},
): ComponentHost {
  const host = document.createElement('div');
  host.dir = dir;
  Object.assign(host.style, style);
  document.body.append(host);
  const root = createRoot(host);
  mounted = { root, host };
  const rerender = (next: ReactElement) => flushSync(() => root.render(next));
  rerender(element);
  return { host, rerender };
}
