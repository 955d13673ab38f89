import { createElement, useLayoutEffect, useRef, type HTMLAttributes } from 'react';

type Props = HTMLAttributes<HTMLElement> & {
  nodes: readonly Node[];
  as?: 'div' | 'span';
};

/**
 * Places authored light-DOM nodes (captured before React mounted) inside a React-rendered
 * element. The nodes are moved, never serialised and re-parsed, so listeners, form state and
 * media keep working (DESIGN.md §3). React renders no children here, so it never touches them.
 * A layout effect moves them before the browser paints, so the upgrade shows no empty frame.
 */
export function AuthoredNodes({ nodes, as = 'div', ...attributes }: Props) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...nodes);
  }, [nodes]);
  return createElement(as, { ...attributes, ref });
}
