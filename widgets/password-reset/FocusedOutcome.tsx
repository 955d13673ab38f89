import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * What a step ended with (link sent, password changed, link expired): its heading takes the
 * focus where the form was, so a screen reader hears the outcome at once (WCAG 4.1.3).
 */
export function FocusedOutcome({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit, not after paint: the outcome and its focus arrive together for a screen reader (and a test).
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <div className="stay-password-reset__outcome" role="group" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className="stay-password-reset__title">
        {title}
      </h2>
      {children}
    </div>
  );
}
